import type { AssistantContext } from '../../../../engine';
import type { Facts } from '../../../../facts/claim-facts';
import { describePeriodIn, type Period } from '@benji/shared';
import { bullets, paragraphs } from '../../format';
import type { LetterLanguage } from '../../languages/letter-words';
import { nextStepsWords, type NextStepsWords } from '../../languages/next-steps-words';
import type { LocalizedComposer } from '../../localized-composers';
import { isFreshClaim, otherDriverAtFault } from '../first-weeks';
import { asksWhereItStands, durationOf, openMoney, policyLimitsAhead, silenceOf, waitOf } from '../next-steps-facts';
import type { PolicyTimeLimit } from '../../../../policy/time-limits';
import { stageOf } from '../process-guides';
import { complaintRoute } from '../regulator-route';
import { claimStatusIn, dueNextIn } from './claim-status';
import { stageGuideIn } from './stage-guides';
import { allWritten, writerFor, type Writer } from './writer';

// next-steps.ts in French or Spanish: the same parts in the same order, from the same facts
// (next-steps-facts.ts). A part that names a deadline whose rule has no words in the language
// makes the whole answer null, and the English answers with its lead.

/** A part of the answer: its text, undefined when the facts give it nothing to say, null when it is not yet written in the language. */
type Part = string | null | undefined;

function contactLines(facts: Facts, words: NextStepsWords, writer: Writer): string[] {
  const lines: string[] = [];
  const last = facts.lastFromInsurer;
  if (last)
    lines.push(words.lastFromInsurer(writer.date(last.occurred_on), writer.quoted(last.summary), facts.daysSinceInsurerContact ?? 0));
  else if (facts.events.length > 0) lines.push(words.nothingFromInsurer);
  if (facts.lastToInsurer)
    lines.push(words.lastToInsurer(writer.date(facts.lastToInsurer.occurred_on), writer.quoted(facts.lastToInsurer.summary)));
  return lines;
}

function regulatorAdvice(facts: Facts, words: NextStepsWords): string | null {
  const route = complaintRoute(facts);
  return route ? words.regulatorAdvice(route.regulator.name, route.regulator.website, route.disputeService?.name ?? null) : null;
}

function silenceAdvice(facts: Facts, words: NextStepsWords, writer: Writer): Part {
  const silence = silenceOf(facts);
  if (!silence) return undefined;
  if (silence.kind === 'remind') return words.remind;
  const missed = allWritten(
    silence.missed.map((deadline) => {
      const title = writer.titleInSentence(deadline);
      return title && words.missedLimit(title, writer.date(deadline.dueOn));
    }),
  );
  if (!missed) return null;
  const why = missed.length > 0 ? words.missedLimits(missed) : words.silentDays(silence.days ?? 0);
  return paragraphs(`${why} ${words.escalateNow}`, regulatorAdvice(facts, words));
}

function waitAdvice(facts: Facts, message: string, words: NextStepsWords, writer: Writer): Part {
  const wait = waitOf(facts, message);
  if (!wait) return undefined;
  const duties = allWritten(
    wait.duties.map((deadline) => {
      const title = writer.titleInSentence(deadline);
      return title && words.dueLine(title, writer.date(deadline.dueOn), deadline.status === 'overdue');
    }),
  );
  if (!duties) return null;
  return paragraphs(
    words.waitHeading(wait.days !== null ? durationOf(wait.days) : null),
    bullets(
      [
        words.askInWriting(facts.adjusterName || null),
        duties.length > 0 ? words.dutiesOnClaim(facts.insurer || null, duties) : words.noDutiesKnown,
        words.afterWrittenRequest(wait.long),
        wait.long ? regulatorAdvice(facts, words) : null,
        words.logEverything,
      ].filter((line): line is string => !!line),
    ),
  );
}

function firstWeeksSteps(facts: Facts, message: string, words: NextStepsWords): string | null {
  if (!isFreshClaim(facts)) return null;
  const auto = words.autoSteps;
  const report = facts.policeReportNumber;
  const steps =
    facts.claim?.category === 'auto'
      ? [
          report ? auto.report(report) : auto.noReport,
          auto.photos,
          auto.estimate,
          auto.rental,
          otherDriverAtFault(facts, message) ? auto.otherDriverAtFault : null,
          auto.diary,
        ].filter((step): step is string => !!step)
      : words.propertySteps;
  return `${words.firstWeeksHeading}\n${bullets(steps)}`;
}

/** Money still open on the claim (next-steps-facts.ts `openMoney`), in the language. */
export function moneyAdviceIn(context: AssistantContext, facts: Facts, words: NextStepsWords, writer: Writer): string[] {
  const { offer, holdback } = openMoney(context, facts);
  return [
    offer &&
      words.offerBelow(
        writer.money(offer.offer.value),
        writer.money(offer.figure.value - offer.offer.value),
        writer.money(offer.figure.value),
        offer.appraisalPage,
      ),
    holdback && words.holdback(writer.money(holdback.value)),
  ].filter((line): line is string => !!line);
}

/** The policy's period, from the numbers it states: "90 jours civils", "1 an". */
function periodOf(limit: PolicyTimeLimit): Period {
  if (limit.unit === 'months') return { unit: 'months', months: limit.count };
  return { unit: limit.unit === 'business days' ? 'business' : 'calendar', days: limit.count };
}

function ownLimitLines(context: AssistantContext, facts: Facts, words: NextStepsWords, writer: Writer): string[] {
  return policyLimitsAhead(context, facts).map(({ topic, lastDay, limit }) =>
    words.ownLimit(topic, writer.date(lastDay), describePeriodIn(periodOf(limit), writer.locale), limit.page, limit.statutory),
  );
}

const headed = (heading: string, lines: readonly string[]) => (lines.length > 0 ? `${heading}\n${bullets(lines)}` : null);

function nextStepsAnswer(language: LetterLanguage, context: AssistantContext, facts: Facts, message: string): string | null {
  const words = nextStepsWords(language);
  const writer = writerFor(language);
  const money = headed(words.moneyHeading, moneyAdviceIn(context, facts, words, writer));
  const ownLimits = headed(words.ownLimitsHeading, ownLimitLines(context, facts, words, writer));
  const silence = silenceAdvice(facts, words, writer);
  if (silence === null) return null;
  const stage = stageOf(message);
  if (stage) {
    const guide = stageGuideIn(stage, facts, writer);
    return guide && paragraphs(guide, ownLimits, silence, money);
  }
  const wait = waitAdvice(facts, message, words, writer);
  if (wait === null) return null;
  // What to do comes first, the record it rests on after: a reader who stops early has the action.
  const advice = [wait ?? silence, wait ? null : firstWeeksSteps(facts, message, words), money].filter((part): part is string => !!part);
  // The whole status when it is asked for or is all there is to say; otherwise what is due next.
  const wholeStatus = advice.length === 0 || asksWhereItStands(message);
  const status = wholeStatus ? claimStatusIn(context, facts, writer) : facts.claim ? dueNextIn(facts, writer) : undefined;
  if (status === null) return null;
  return paragraphs(...advice, ownLimits, headed(words.contactHeading, contactLines(facts, words, writer)), status);
}

/** nextSteps() in French or Spanish; null when part of it is not yet written in the language. */
export const nextStepsIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ context, facts, text }) =>
    nextStepsAnswer(language, context, facts, text);
