import type { TLedgerPolicyTerms } from '@benji/shared';
import { livingExpenseLimit } from '../../assistant/providers/offline/jobs/living-expense-limit';
import type { PassageSearch } from '../../assistant/retrieval/passage-search';
import type { Db } from '../../db/client';
import { getClaim } from '../claims/claims.service';
import { claimPolicy } from '../uploads/claim-policy-search';

// What the claim's own policy caps living expenses at, so the money page can hold the ledger's
// living expenses against it. Read as the assistant reads it for a living-expense request.

export interface PolicyTermsDeps {
  db: Db;
  search: PassageSearch;
}

/** Enough passages to find the coverage's limit sentence, which may sit apart from its grant. */
const PASSAGES = 8;
const QUERY = 'additional living expense loss of use limit';

const cents = (dollars: number) => Math.round(dollars * 100);

/** The policy's living-expense limit for the user's claim; another user's claim is not found. */
export async function ledgerPolicyTerms(deps: PolicyTermsDeps, userId: number, claimId: number): Promise<TLedgerPolicyTerms> {
  await getClaim(deps.db, userId, claimId);
  const policy = await claimPolicy(deps, userId, claimId);
  if (policy.state !== 'read') return { policy: policy.state, living_expenses: null };
  const limit = livingExpenseLimit(await policy.search(QUERY, PASSAGES));
  if (!limit) return { policy: 'read', living_expenses: null };
  const { sumDollars, rate, period } = limit.amounts;
  return {
    policy: 'read',
    living_expenses: {
      page: limit.page,
      sum_cents: sumDollars === null ? null : cents(sumDollars),
      rate: rate && isRatePer(rate.per) ? { cents: cents(rate.dollars), per: rate.per } : null,
      period,
    },
  };
}

const isRatePer = (per: string): per is 'day' | 'night' | 'week' | 'month' => ['day', 'night', 'week', 'month'].includes(per);
