import { addCalendarDays, addMonths, type PolicySuitClause } from '@benji/shared';
import type { Db } from '../../db/client';
import { policyTimeLimits, type PolicyTimeLimit } from '../../assistant/policy/time-limits';
import { findDetailsOfClaim, policyPassages } from '../uploads/uploads.service';

function periodOf(limit: PolicyTimeLimit): PolicySuitClause['period'] {
  return limit.unit === 'months' ? { unit: 'months', months: limit.count } : { unit: 'calendar', days: limit.count };
}

function lastDay(limit: PolicyTimeLimit, lossDate: string): string {
  return limit.unit === 'months' ? addMonths(lossDate, limit.count) : addCalendarDays(lossDate, limit.count);
}

/**
 * The suit clause of the claim's uploaded policy, counted from the date of loss: "the action is
 * started within one year after the date of loss". Where the policy has several, the one ending
 * first, so that the date shown is never later than the policy's own. Null where the claim has no
 * indexed policy or its policy sets no such clause.
 */
export async function policySuitClauseOf(db: Db, userId: number, claimId: number, lossDate: string): Promise<PolicySuitClause | null> {
  const upload = await findDetailsOfClaim(db, userId, claimId);
  if (!upload || upload.policyTextStatus !== 'indexed') return null;
  const [first] = policyTimeLimits(await policyPassages(db, upload.id))
    .filter((limit) => limit.topic === 'suit' && limit.start === 'loss' && limit.unit !== 'business days')
    .sort((a, b) => lastDay(a, lossDate).localeCompare(lastDay(b, lossDate)));
  return first ? { page: first.page, wording: first.wording, period: periodOf(first) } : null;
}
