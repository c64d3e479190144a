import { addCalendarDays, addMonths, type PolicyHoldbackClause, type PolicySuitClause } from '@benji/shared';
import type { Db } from '../../db/client';
import { policyTimeLimits, type PolicyTimeLimit, type TimeLimitTopic } from '../../assistant/policy/time-limits';
import { findDetailsOfClaim, policyPassages } from '../uploads/uploads.service';

/** The time limits of the claim's own policy that become dated deadlines, each counted from the date of loss. */
export interface PolicyClauses {
  /** "The action is started within one year after the date of loss." */
  suit: PolicySuitClause | null;
  /** "The rest is paid once the work is done, if you claim it within 180 days of the loss": the held-back depreciation. */
  holdback: PolicyHoldbackClause | null;
}

const NONE: PolicyClauses = { suit: null, holdback: null };

function periodOf(limit: PolicyTimeLimit): PolicySuitClause['period'] {
  return limit.unit === 'months' ? { unit: 'months', months: limit.count } : { unit: 'calendar', days: limit.count };
}

function lastDay(limit: PolicyTimeLimit, lossDate: string): string {
  return limit.unit === 'months' ? addMonths(lossDate, limit.count) : addCalendarDays(lossDate, limit.count);
}

/**
 * The policy's clause on the topic that runs from the date of loss. Where the policy has several,
 * the one ending first, so that the date shown is never later than the policy's own.
 */
function firstEnding(limits: readonly PolicyTimeLimit[], topic: TimeLimitTopic, lossDate: string) {
  const [first] = limits
    .filter((limit) => limit.topic === topic && limit.start === 'loss' && limit.unit !== 'business days')
    .sort((a, b) => lastDay(a, lossDate).localeCompare(lastDay(b, lossDate)));
  return first ? { page: first.page, wording: first.wording, period: periodOf(first) } : null;
}

/**
 * The suit clause and the holdback condition of the claim's uploaded policy, read from one pass
 * over its passages. Null each where the claim has no indexed policy or its policy sets no such clause.
 */
export async function policyClausesOf(db: Db, userId: number, claimId: number, lossDate: string): Promise<PolicyClauses> {
  const upload = await findDetailsOfClaim(db, userId, claimId);
  if (!upload || upload.policyTextStatus !== 'indexed') return NONE;
  const limits = policyTimeLimits(await policyPassages(db, upload.id));
  return { suit: firstEnding(limits, 'suit', lossDate), holdback: firstEnding(limits, 'holdback', lossDate) };
}
