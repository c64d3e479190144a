import type { Amount, Deadline } from '@benji/shared';
import type { AssistantContext } from '../../../engine';
import { latestAmount, userFigureAbove, type Facts } from '../../../facts/claim-facts';
import { statedWait } from '../../../facts/stated-wait';
import { lastDayFromLoss, policyTimeLimits, type PolicyTimeLimit } from '../../../policy/time-limits';
import { pendingInsurerDuties } from '../letters/insurer-duties';
import { appraisalClause } from './appraisal-clause';

// What the next-steps answer rests on, as facts: English (next-steps.ts) and the other languages
// (localized/next-steps.ts) each write these, so a translation cannot say more than the English.

/** "what's the status", "where does it stand": the state of the claim is the question, not only the next step. */
export const asksWhereItStands = (message: string) => /\bstatus\b|\bwhere\b[^.?!]*\bstands?\b/i.test(message);

/** The insurer's silence: past a legal time limit or a month, escalate; a message unanswered, remind. */
export type Silence = { kind: 'escalate'; missed: Deadline[]; days: number | null } | { kind: 'remind' };

export function silenceOf(facts: Facts): Silence | null {
  const days = facts.daysSinceInsurerContact;
  const missed = pendingInsurerDuties(facts).filter((deadline) => deadline.status === 'overdue');
  if (missed.length > 0 || (days !== null && days >= 30 && (facts.unanswered || !facts.closed))) return { kind: 'escalate', missed, days };
  return facts.unanswered ? { kind: 'remind' } : null;
}

/** "about 3 months", "about 2 weeks", "5 days": a wait rounded as people say it. */
export type Duration = { unit: 'months' | 'weeks' | 'days'; count: number; about: boolean };

export function durationOf(days: number): Duration {
  if (days >= 60) return { unit: 'months', count: Math.round(days / 30), about: true };
  if (days >= 14) return { unit: 'weeks', count: Math.round(days / 7), about: true };
  return { unit: 'days', count: days, about: false };
}

/** The wait the user tells of: how long, whether a month or more (or unsaid), and the insurer's time limits on the claim. */
export interface Wait {
  days: number | null;
  long: boolean;
  duties: Deadline[];
}

export function waitOf(facts: Facts, message: string): Wait | null {
  const wait = statedWait(message);
  if (!wait) return null;
  return { days: wait.days, long: wait.days === null || wait.days >= 30, duties: pendingInsurerDuties(facts) };
}

/** Money still open on the claim: an offer below the user's figure (with the appraisal clause's page), and depreciation held back. */
export interface OpenMoney {
  offer: { offer: Amount; figure: Amount; appraisalPage: number | null } | null;
  holdback: Amount | null;
}

export function openMoney(context: AssistantContext, facts: Facts): OpenMoney {
  const offer = latestAmount(facts, 'offer');
  const figure = offer ? userFigureAbove(facts, offer) : null;
  return {
    offer: offer && figure && !facts.closed ? { offer, figure, appraisalPage: appraisalClause(context.passages)?.page ?? null } : null,
    holdback: latestAmount(facts, 'holdback'),
  };
}

/** The user's own time limits that the policy runs from the loss and that the next steps name. */
export type OwnLimit = 'proof_of_loss' | 'holdback';
const OWN_LIMITS: readonly OwnLimit[] = ['proof_of_loss', 'holdback'];
const isOwnLimit = (topic: string): topic is OwnLimit => (OWN_LIMITS as readonly string[]).includes(topic);

export interface LimitAhead {
  topic: OwnLimit;
  lastDay: string;
  limit: PolicyTimeLimit;
}

/**
 * The user's own time limits their policy sets from the date of loss and that are still ahead,
 * where no law's deadline in the diary already covers them ("within 90 days after the loss").
 */
export function policyLimitsAhead(context: AssistantContext, facts: Facts): LimitAhead[] {
  if (facts.closed) return [];
  const lossDate = facts.claim?.dateOfIncident ?? null;
  const covered = (facts.claim?.deadlines ?? [])
    .filter((deadline) => deadline.who === 'policyholder' && deadline.source !== 'practice')
    .map((deadline) => deadline.title.toLowerCase());
  return policyTimeLimits(context.passages)
    .flatMap((limit) => {
      const lastDay = lastDayFromLoss(limit, lossDate);
      if (!isOwnLimit(limit.topic) || !lastDay || lastDay < facts.today) return [];
      const name = limit.topic === 'proof_of_loss' ? 'proof of loss' : 'holdback';
      return covered.some((title) => title.includes(name)) ? [] : [{ topic: limit.topic, lastDay, limit }];
    })
    .sort((a, b) => a.lastDay.localeCompare(b.lastDay));
}
