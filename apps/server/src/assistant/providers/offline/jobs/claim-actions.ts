import type { Deadline } from '@benji/shared';
import type { AssistantContext } from '../../../engine';
import type { Facts } from '../../../facts/claim-facts';
import { longDate } from '../format';
import { pendingInsurerDuties } from '../letters/insurer-duties';
import { moneyAdvice } from './next-steps';

// Someone weighing a lawyer is usually stuck on the claim itself: silence, a denial, an offer too
// low, money held back. What they can do about it without a lawyer is said beside the referral,
// from their own records, in a line each.

/** A month without a word from the insurer, or the legal time limits it has missed; null when neither. */
export function silenceToRaise(facts: Facts): { missed: Deadline[]; days: number | null } | null {
  const missed = pendingInsurerDuties(facts).filter((deadline) => deadline.status === 'overdue');
  const days = facts.daysSinceInsurerContact;
  if (missed.length === 0 && (days === null || days < 30 || facts.closed)) return null;
  return { missed, days };
}

function silenceLine(facts: Facts): string | null {
  const silence = silenceToRaise(facts);
  if (!silence) return null;
  const { missed, days } = silence;
  const why =
    missed.length > 0
      ? `${facts.insurer || 'The insurer'} has missed the time ${missed.length > 1 ? 'limits' : 'limit'} to ${missed.map((deadline) => `${deadline.title.toLowerCase()} (due ${longDate(deadline.dueOn)})`).join(' and to ')}`
      : `${facts.insurer || 'The insurer'} has not written to you in ${days} days`;
  return `${why}: put it to ${facts.adjusterName || 'your adjuster'} in writing, then to a claims supervisor ("escalate my claim").`;
}

function denialLine(facts: Facts): string | null {
  if (!facts.denial) return null;
  return facts.denial.written
    ? 'Answer the denial in writing with your evidence, and ask which policy wording it rests on ("appeal the denial").'
    : 'Ask for the denial in writing, with the policy wording it rests on ("ask for the denial in writing").';
}

/** At most two things the user can do on the claim now, most pressing first; none when the records show nothing open. */
export function claimActions(context: AssistantContext, facts: Facts): string[] {
  return firstActions([silenceLine(facts), denialLine(facts), ...moneyAdvice(context, facts)]);
}

/** The actions said beside the referral: at most two, most pressing first. */
export const firstActions = <T>(lines: readonly (T | null)[]): T[] => lines.filter((line): line is T => !!line).slice(0, 2);
