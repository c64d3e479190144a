import { calendarFor, daysBetween, deadlineWords, placeWordsOf, regulatorFor, ruleWords, type RuleWords } from '@benji/shared';
import { bullets, paragraphs } from '../../../providers/offline/format';
import { lastDayFromLoss, type PolicyTimeLimit } from '../../../policy/time-limits';
import { planDeadlineAnswer, type DeadlineQuestion } from '../deadline-plan';
import { isStarted, type Duty } from '../duties';
import type { Place } from '../place';
import type { Selection } from '../selection';
import { asksWhetherMissed } from '../topics';
import { missedFacts, overdueInsurerDuties } from '../verdicts';
import type { DeadlineAnswerWords } from './deadline-answer-words';
import { localizedDutyLine } from './localized-duty-line';

// The deadline answer of deadline-answer.ts, paragraph for paragraph, in another language.

function heading(question: string, selection: Selection, words: DeadlineAnswerWords): string {
  if (selection.topics.length > 0) return selection.topics.map((topic) => words.topicHeadings[topic]).join(' · ');
  return asksWhetherMissed(question) ? words.missedHeading : words.allDeadlinesHeading;
}

function missedVerdict(duties: readonly Duty[], words: DeadlineAnswerWords): string {
  const { started, overdue, metLate } = missedFacts(duties);
  if (overdue > 0) return words.verdicts.overdue(overdue);
  if (metLate > 0) return words.verdicts.lateBefore(metLate);
  return started === 0 ? words.verdicts.cannotTell : words.verdicts.none;
}

function regulatorPointer(place: Place, words: DeadlineAnswerWords): string | null {
  const regulator = regulatorFor(place.country, place.region);
  if (!regulator) return null;
  const details = [
    regulator.website,
    regulator.complaintPage ? `${words.regulatorLabels.complaints} ${regulator.complaintPage}` : null,
    regulator.phone ? `${words.regulatorLabels.phone} ${regulator.phone}` : null,
  ];
  return `**${regulator.name}** — ${details.filter((part): part is string => part !== null).join(' · ')}`;
}

function policyLimitsParagraph(limits: readonly PolicyTimeLimit[], lossDate: string | null, today: string, words: DeadlineAnswerWords) {
  if (limits.length === 0) return null;
  const { frame, names, line, whenDue } = words.policyLimits;
  // The policy is quoted as written, in its own language; only the sentence around it is translated.
  const lines = limits.map((limit) => {
    const lastDay = lastDayFromLoss(limit, lossDate);
    const due = lastDay && lossDate ? ` ${whenDue(lossDate, lastDay, daysBetween(today, lastDay))}` : '';
    return `${line(names[limit.topic], limit.page, limit.statutory, limit.wording)}${due}`;
  });
  return `${frame}\n${bullets(lines)}`;
}

/**
 * The deadline answer written in French or Spanish, with the same facts as the English one; null
 * when a duty it would list has no translation (a clause from the user's own policy), so that the
 * user gets the English answer whole rather than one half translated.
 */
export function localizedDeadlineAnswer(question: DeadlineQuestion, words: DeadlineAnswerWords): string | null {
  const { disclaimer, businessDaysNote, regions } = deadlineWords(words.locale);
  const plan = planDeadlineAnswer(question);
  if (plan.kind === 'needs_claim') return paragraphs(words.needsClaim, disclaimer);
  if (plan.kind === 'needs_place') return paragraphs(words.needsPlace, disclaimer);
  const { place, selection, shown, today } = plan;
  const translated = new Map<Duty, RuleWords>();
  for (const duty of shown) {
    const translation = ruleWords(duty.rule, words.locale);
    if (!translation) return null;
    translated.set(duty, translation);
  }
  const placeWords = placeWordsOf(regions, place.country, place.region) ?? words.unlistedPlace(place.region);
  const policyLimits = policyLimitsParagraph(plan.policyLimits, plan.lossDate, today, words);
  const policyConditions = policyLimits ? null : words.policyConditions;
  const detailed = shown.length <= 3;
  const line = (duty: Duty) => localizedDutyLine(duty, translated.get(duty)!, words, today, detailed);
  const insurer = selection.duties.filter((duty) => duty.rule.who === 'insurer');
  const yours = selection.duties.filter((duty) => duty.rule.who === 'policyholder');
  const overdue = overdueInsurerDuties(shown);
  const inBusinessDays = shown.some((duty) => (duty.deadline ?? duty.rule).unit === 'business');
  const uncoveredCategory = place.uncoveredClaimType ? (question.claim?.category ?? null) : null;
  return paragraphs(
    words.heading(heading(question.question, selection, words), placeWords.name, today),
    place.encoded ? null : [words.unencoded(placeWords, uncoveredCategory), policyConditions].filter(Boolean).join('\n'),
    selection.missed ? missedVerdict(selection.duties, words) : null,
    place.encoded && shown.length === 0
      ? [selection.topics.includes('suit') ? words.suitNotEncoded(placeWords) : words.nothingEncoded(placeWords), policyConditions]
          .filter(Boolean)
          .join('\n')
      : null,
    policyLimits,
    shown.length > 0 && !shown.some(isStarted) ? words.notStarted : null,
    ...(insurer.length > 0 && yours.length > 0
      ? [`${words.listHeadings.insurer}\n${bullets(insurer.map(line))}`, `${words.listHeadings.yours}\n${bullets(yours.map(line))}`]
      : selection.duties.length > 0
        ? [bullets(selection.duties.map(line))]
        : []),
    selection.startedByProof.length > 0 ? `${words.listHeadings.startedByProof}\n${bullets(selection.startedByProof.map(line))}` : null,
    overdue.length > 0 ? words.overdueOffer(overdue.map((duty) => translated.get(duty)!.duty)) : null,
    inBusinessDays ? businessDaysNote[calendarFor(place.country, place.region)] : null,
    !place.encoded || shown.length === 0 ? words.regulator(placeWords, regulatorPointer(place, words)) : null,
    words.closing(disclaimer),
  );
}
