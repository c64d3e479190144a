import { CLAIM_STATUSES, type TClaim, type TClaimStatus, type TDeadline, type TUpcomingDeadlines } from '@benji/shared';

export function countByStatus(claims: readonly Pick<TClaim, 'status'>[]): Record<TClaimStatus, number> {
  const counts = Object.fromEntries(CLAIM_STATUSES.map((status) => [status, 0])) as Record<TClaimStatus, number>;
  for (const claim of claims) counts[claim.status] += 1;
  return counts;
}

export interface UpcomingDeadline {
  claim: TClaim;
  deadline: TDeadline;
}

/** A claim marked Paid is settled: its remaining dates no longer need the user's attention. */
const followed = (claim: TClaim | undefined): claim is TClaim => claim !== undefined && claim.status !== 'Paid';

/**
 * The deadlines to show first across claims: overdue ones (the oldest first), then open ones
 * by due date. Met deadlines never reach here (the server leaves them out).
 */
export function nextDeadlines(upcoming: TUpcomingDeadlines, claims: readonly TClaim[], limit: number): UpcomingDeadline[] {
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  const rank = (deadline: TDeadline) => (deadline.status === 'overdue' ? 0 : 1);
  return upcoming.claims
    .flatMap(({ claim_id, deadlines }) => {
      const claim = byId.get(claim_id);
      return followed(claim) ? deadlines.filter((deadline) => deadline.status !== 'met').map((deadline) => ({ claim, deadline })) : [];
    })
    .sort((a, b) => rank(a.deadline) - rank(b.deadline) || a.deadline.dueOn.localeCompare(b.deadline.dueOn))
    .slice(0, limit);
}

/** How many things each side still owes, over the claims still being followed. */
export function openItemCounts(upcoming: TUpcomingDeadlines, claims: readonly TClaim[]): { userOwes: number; insurerOwes: number } {
  const byId = new Map(claims.map((claim) => [claim.id, claim]));
  let userOwes = 0;
  let insurerOwes = 0;
  for (const { claim_id, open_items } of upcoming.claims) {
    if (!followed(byId.get(claim_id))) continue;
    userOwes += open_items.userOwes.length;
    insurerOwes += open_items.insurerOwes.length;
  }
  return { userOwes, insurerOwes };
}

/** How a claim is named in lists: its insurer, else its type (in the user's words when given). */
export function claimLabel(
  claim: Pick<TClaim, 'insurance_company_name' | 'type_of_claim'>,
  typeName: (type: string) => string = (type) => type,
): string {
  return claim.insurance_company_name.trim() || typeName(claim.type_of_claim);
}
