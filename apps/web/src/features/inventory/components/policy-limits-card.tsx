import type { TInventoryItem, TInventoryPolicyLimit } from '@benji/shared';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { useInventoryPolicyLimitsQuery } from '../policy-limits-api';

const WORDS_SHOWN = 24;

/** The clause's words, cut at a word with an ellipsis when long. */
const clipped = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length > WORDS_SHOWN ? `${words.slice(0, WORDS_SHOWN).join(' ')}…` : text.trim();
};

function LimitRow({
  limit,
  items,
  money,
}: {
  limit: TInventoryPolicyLimit;
  items: readonly TInventoryItem[];
  money: (cents: number) => string;
}) {
  const reached = items.filter((item) => limit.item_ids.includes(item.id));
  const over = limit.over_by_cents > 0;
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="font-semibold text-slate-900">
        At most <data value={limit.limit_cents / 100}>{money(limit.limit_cents)}</data>: “{clipped(limit.applies_to)}”{' '}
        <span className="font-normal text-slate-600">(page {limit.page})</span>
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {over ? (
          <>
            Your items here come to <data value={limit.claimed_cents / 100}>{money(limit.claimed_cents)}</data>:{' '}
            <strong className="font-semibold text-slate-900">
              <data value={limit.over_by_cents / 100}>{money(limit.over_by_cents)}</data> over the limit
            </strong>
            , which the policy will not pay.
          </>
        ) : (
          <>
            Your items here come to <data value={limit.claimed_cents / 100}>{money(limit.claimed_cents)}</data>, within the limit.
          </>
        )}
        {limit.per_loss && reached.length > 1 ? ' One limit for all of them together.' : ''}
        {limit.theft_only ? ' This limit is for theft: it applies if your loss was a theft.' : ''}
      </p>
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]">{reached.map((item) => item.description).join(', ')}</p>
    </li>
  );
}

/**
 * The special limits of the user's own policy that reach the items ("$1,500 in total for theft of
 * jewelry"): a schedule worth $6,000 of rings is paid $1,500, and the user should know it before
 * the adjuster says so, with the clause and its page to check.
 */
export function PolicyLimitsCard({
  claimId,
  items,
  money,
}: {
  claimId: number;
  items: readonly TInventoryItem[];
  money: (cents: number) => string;
}) {
  const { data, isLoading, isFetching, error, refetch } = useInventoryPolicyLimitsQuery(claimId);
  if (items.length === 0) return null;
  if (error)
    return (
      <LoadFailed title="Could not check your policy’s special limits" error={error} retrying={isFetching} onRetry={() => void refetch()} />
    );
  return (
    <Card aria-labelledby="policy-limits-title" aria-busy={isLoading}>
      <h2 id="policy-limits-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldAlert aria-hidden="true" className="size-5 text-brand-700" /> Your policy’s special limits
      </h2>
      <div className="mt-4">
        {isLoading || !data ? (
          <p className="text-sm text-slate-600">Reading your policy for limits on these kinds of items…</p>
        ) : data.policy === 'none' ? (
          <p className="text-sm text-slate-600">
            Upload your policy with the claim’s details to see the limits it sets on jewellery, money, firearms and other kinds of items.
          </p>
        ) : data.policy === 'unreadable' ? (
          <p className="text-sm text-slate-600">
            Your policy PDF has no text to read (a scan), so its special limits could not be checked.
          </p>
        ) : data.limits.length === 0 ? (
          <p className="text-sm text-slate-600">No special limit of your policy reaches these items.</p>
        ) : (
          <ul className="divide-y divide-slate-100">
            {data.limits.map((limit) => (
              <LimitRow key={`${limit.page}-${limit.limit_cents}-${limit.applies_to}`} limit={limit} items={items} money={money} />
            ))}
          </ul>
        )}
      </div>
    </Card>
  );
}
