import { describePeriodIn } from '@benji/shared';
import type { AssistantContext } from '../../../../engine';
import type { Facts } from '../../../../facts/claim-facts';
import { splitPassage } from '../../../../retrieval/clause-type';
import { bullets, paragraphs } from '../../format';
import { claimStatusWords } from '../../languages/claim-status-words';
import { glossaryWords } from '../../languages/glossary-words';
import { legalWords, type LegalWords } from '../../languages/legal-words';
import type { LetterLanguage } from '../../languages/letter-words';
import { nextStepsWords } from '../../languages/next-steps-words';
import type { LocalizedComposer } from '../../localized-composers';
import { firstActions, silenceToRaise } from '../claim-actions';
import { firstSentence, suitTimes, termsToExplain } from '../legal';
import { complaintRoute } from '../regulator-route';
import { moneyAdviceIn } from './next-steps';
import { allWritten, writerFor, type Writer } from './writer';

// legal.ts in French or Spanish, from the same facts: who can advise where the claim is (in
// Québec, a lawyer or a notary and the AMF), the time to sue, what can be done on the claim now,
// the terms the question turns on, the claim. Null where a deadline's rule, a term, the claim's
// status has no words in the language yet: the English answers, with the lead.

function whoCan(facts: Facts, words: LegalWords, writer: Writer): string {
  const claim = facts.claim;
  const regulator = complaintRoute(facts)?.regulator ?? null;
  const country = claim && (claimStatusWords(writer.language).countries[claim.country] ?? claim.country);
  return words.whoCan({
    quebec: claim?.country === 'Canada' && claim.region === 'QC',
    where: claim ? [claim.region, country].filter(Boolean).join(', ') || null : null,
    regulator: regulator && { name: regulator.name, website: regulator.website },
    canada: claim?.country === 'Canada',
  });
}

function timeToSueIn(context: AssistantContext, facts: Facts, words: LegalWords, writer: Writer): string | null {
  const { policyLimit, clause, lastDay, lawDeadlines } = suitTimes(context, facts);
  const law = allWritten(
    lawDeadlines.map((deadline) => {
      const title = writer.title(deadline);
      const citation = writer.citation(deadline);
      return title && citation
        ? words.lawDeadline(title, describePeriodIn(deadline, writer.locale), !deadline.triggeredBy, writer.date(deadline.dueOn), citation)
        : null;
    }),
  );
  if (!law) return null;
  const lines = [
    policyLimit
      ? words.policyLimit(policyLimit.page, policyLimit.wording, lastDay && writer.date(lastDay))
      : clause
        ? words.policyClause(clause.page, splitPassage(clause.text).body)
        : null,
    ...law,
  ].filter((line): line is string => !!line);
  return lines.length > 0 ? words.timeToSue(bullets(lines)) : words.checkConditions;
}

/** claimActions() in the language; null when a missed limit has no words in it. */
function actionsIn(context: AssistantContext, facts: Facts, words: LegalWords, writer: Writer): string[] | null {
  const silence = silenceToRaise(facts);
  const insurer = facts.insurer || null;
  const adjuster = facts.adjusterName || null;
  let silenceLine: string | null = null;
  if (silence && silence.missed.length > 0) {
    const limits = allWritten(
      silence.missed.map((deadline) => {
        const title = writer.titleInSentence(deadline);
        return title && words.missedLimit(title, writer.date(deadline.dueOn));
      }),
    );
    if (!limits) return null;
    silenceLine = words.missedLimits(insurer, limits, adjuster);
  } else if (silence) silenceLine = words.silentDays(insurer, silence.days ?? 0, adjuster);
  const denial = facts.denial && (facts.denial.written ? words.denial.written : words.denial.notWritten);
  return firstActions([silenceLine, denial, ...moneyAdviceIn(context, facts, nextStepsWords(writer.language), writer)]);
}

function claimLineIn(facts: Facts, words: LegalWords, writer: Writer): string | null | undefined {
  const claim = facts.claim;
  if (!claim) return undefined;
  const status = claimStatusWords(writer.language).statuses[claim.status];
  if (!status) return null;
  return words.claimLine({
    claimNumber: facts.claimNumber || null,
    insurer: facts.insurer || null,
    status,
    lossDate: writer.date(claim.dateOfIncident),
    denial: facts.denial && { on: facts.denial.on && writer.date(facts.denial.on) },
  });
}

function legalAnswer(language: LetterLanguage, context: AssistantContext, facts: Facts, text: string): string | null {
  const words = legalWords(language);
  const writer = writerFor(language);
  const timeToSue = timeToSueIn(context, facts, words, writer);
  const actions = actionsIn(context, facts, words, writer);
  const claim = claimLineIn(facts, words, writer);
  if (timeToSue === null || actions === null || claim === null) return null;
  const { terms } = glossaryWords(language);
  const explained = allWritten(termsToExplain(text, actions).map((term) => terms[term.title] ?? null));
  if (!explained) return null;
  return paragraphs(
    words.cannotAdvise,
    whoCan(facts, words, writer),
    timeToSue,
    actions.length > 0 ? words.actions(bullets(actions)) : null,
    explained.length > 0 ? explained.map((term) => `**${term.title}** — ${firstSentence(term.meaning)}`).join('\n') : null,
    claim,
    words.noRelease,
  );
}

/** legalQuestion() in French or Spanish; null when part of it is not yet written in the language. */
export const legalIn =
  (language: LetterLanguage): LocalizedComposer =>
  ({ context, facts, text }) =>
    legalAnswer(language, context, facts, text);
