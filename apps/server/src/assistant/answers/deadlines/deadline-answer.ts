import { BUSINESS_DAYS_NOTE, calendarFor, DEADLINE_DISCLAIMER } from '@benji/shared';
import { bullets, longDate, paragraphs } from '../../providers/offline/format';
import { planDeadlineAnswer, type DeadlineQuestion } from './deadline-plan';
import { isStarted, type Duty } from './duties';
import { dutyLine } from './duty-line';
import { NEEDS_A_CLAIM, NEEDS_A_PLACE } from './missing-facts';
import type { Place } from './place';
import { policyLimitsParagraph } from './policy-limits';
import { regulatorPointer } from './regulator-pointer';
import type { Selection } from './selection';
import { missedVerdict, overdueOffer } from './verdicts';

const POLICY_CONDITIONS =
  "Your policy's own conditions still apply: for example, many policies ask for a signed, sworn proof of loss within 60 days of the insurer's request. " +
  "Check your policy's Conditions section.";

const SUIT_UNKNOWN =
  'Many home policies have a "Suit Against Us" condition that sets a time limit to sue, and the law where you live can change it. ' +
  'Speak to a lawyer well before any limit could run out.';

const CLOSING = `Dates are worked out from the rules cited and the events in your claim diary; your policy can set other limits. ${DEADLINE_DISCLAIMER}`;

function unencodedNotice(place: Place, policyLimits: string | null): string {
  const scope = place.uncoveredClaimType ? ` for ${place.uncoveredClaimType} claims` : '';
  const notice = `**${place.name}'s own claim-handling regulations${scope} are not yet encoded in Benji**, so I cannot give you dates set by ${place.name} law.`;
  return policyLimits ? notice : `${notice}\n${POLICY_CONDITIONS}`;
}

/** A topic with no rule here: say so rather than borrow another jurisdiction's number. */
function nothingEncoded(selection: Selection, place: Place, policyLimits: string | null): string {
  const what = selection.topics.includes('suit')
    ? `The time limit to sue is not in Benji for ${place.name}. ${SUIT_UNKNOWN}`
    : `Benji has no deadline rule for this in ${place.name}.`;
  return policyLimits ? what : `${what}\n${POLICY_CONDITIONS}`;
}

function regulatorParagraph(place: Place): string {
  const pointer = regulatorPointer(place.country, place.region) ?? `the insurance regulator for ${place.name}`;
  return `For the rules that apply in ${place.name}, or if the insurer is slow to answer, contact:\n${pointer}`;
}

function dutyLists(selection: Selection, line: (duty: Duty) => string): string[] {
  const insurer = selection.duties.filter((duty) => duty.rule.who === 'insurer');
  const yours = selection.duties.filter((duty) => duty.rule.who === 'policyholder');
  const lists =
    insurer.length > 0 && yours.length > 0
      ? [`**What the insurer must do**\n${bullets(insurer.map(line))}`, `**What you must do**\n${bullets(yours.map(line))}`]
      : selection.duties.length > 0
        ? [bullets(selection.duties.map(line))]
        : [];
  if (selection.startedByProof.length > 0) lists.push(`**What your proof of loss starts**\n${bullets(selection.startedByProof.map(line))}`);
  return lists;
}

function businessDaysNote(duties: readonly Duty[], place: Place): string | null {
  const inBusinessDays = duties.some((duty) => (duty.deadline ?? duty.rule).unit === 'business');
  // Texas counts its own state holidays, New York its own: the note names the calendar the dates used.
  return inBusinessDays ? BUSINESS_DAYS_NOTE[calendarFor(place.country, place.region)] : null;
}

/**
 * The chat reply to a deadline question: for each duty the question is about, who must do what,
 * the period and what starts it, the due date from the diary, whether it is met, open or overdue,
 * and the citation. A clock the diary has not started is given as the rule itself.
 */
export function deadlineAnswer(question: DeadlineQuestion): string {
  const plan = planDeadlineAnswer(question);
  if (plan.kind === 'needs_claim') return NEEDS_A_CLAIM;
  if (plan.kind === 'needs_place') return NEEDS_A_PLACE;
  const { place, selection, shown, today } = plan;
  const policyLimits = policyLimitsParagraph(plan.policyLimits, plan.lossDate, today);
  // A short answer has room for each rule's caveat (catastrophe extensions, interest on late payment).
  const line = (duty: Duty) => dutyLine(duty, today, shown.length <= 3);
  return paragraphs(
    `**${selection.heading} — ${place.name}** (as of ${longDate(today)})`,
    place.encoded ? null : unencodedNotice(place, policyLimits),
    selection.missed ? missedVerdict(selection.duties) : null,
    place.encoded && shown.length === 0 ? nothingEncoded(selection, place, policyLimits) : null,
    policyLimits,
    shown.length > 0 && !shown.some(isStarted)
      ? 'Nothing in your claim diary has started these clocks yet, so here are the rules themselves.'
      : null,
    ...dutyLists(selection, line),
    overdueOffer(shown),
    businessDaysNote(shown, place),
    !place.encoded || shown.length === 0 ? regulatorParagraph(place) : null,
    CLOSING,
  );
}
