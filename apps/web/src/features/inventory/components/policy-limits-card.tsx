import type { TInventoryItem, TInventoryPolicyLimit } from '@benji/shared';
import { ShieldAlert } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { LoadFailed } from '../../../components/ui/load-failed';
import { richText } from '../../../i18n/rich-text';
import { useTranslation } from '../../../i18n/use-translation';
import { useInventoryPolicyLimitsQuery } from '../policy-limits-api';

const WORDS_SHOWN = 24;

/** The clause's words, cut at a word with an ellipsis when long. */
const clipped = (text: string) => {
  const words = text.trim().split(/\s+/);
  return words.length > WORDS_SHOWN ? `${words.slice(0, WORDS_SHOWN).join(' ')}…` : text.trim();
};

type Money = (cents: number) => string;

function LimitRow({ limit, items, money }: { limit: TInventoryPolicyLimit; items: readonly TInventoryItem[]; money: Money }) {
  const { t } = useTranslation('inventory');
  const ids = new Set(limit.item_ids);
  const reached = items.filter((item) => ids.has(item.id));
  // Figures sit in <data> with their value; the clause is the policy's own words, never translated.
  const value = (cents: number) => (cents / 100).toFixed(2);
  const tags = (amountCents: number) => ({
    amount: (words: string) => <data value={value(amountCents)}>{words}</data>,
    over: (words: string) => (
      <strong className="font-semibold text-slate-900">
        <data value={value(limit.over_by_cents)}>{words}</data>
      </strong>
    ),
    clause: (words: string) => <span translate="no">{words}</span>,
    page: (words: string) => <span className="font-normal text-slate-600">{words}</span>,
  });
  const notes = [
    limit.over_by_cents > 0
      ? richText(
          t('policyLimits.over', { claimed: money(limit.claimed_cents), over: money(limit.over_by_cents) }),
          tags(limit.claimed_cents),
        )
      : richText(t('policyLimits.within', { claimed: money(limit.claimed_cents) }), tags(limit.claimed_cents)),
    limit.per_loss && reached.length > 1 ? t('policyLimits.together') : null,
    limit.theft_only ? t('policyLimits.theftOnly') : null,
  ].filter((note) => note !== null);
  return (
    <li className="py-4 first:pt-0 last:pb-0">
      <p className="font-semibold text-slate-900">
        {richText(
          t('policyLimits.limit', { limit: money(limit.limit_cents), clause: clipped(limit.applies_to), page: limit.page }),
          tags(limit.limit_cents),
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {notes.map((note, index) => (
          <span key={index}>
            {index > 0 ? ' ' : ''}
            {note}
          </span>
        ))}
      </p>
      {/* The items as the user named them. */}
      <p className="mt-1 text-sm text-slate-600 [overflow-wrap:anywhere]" translate="no">
        {reached.map((item) => item.description).join(', ')}
      </p>
    </li>
  );
}

/**
 * The special limits of the user's own policy that reach the items ("$1,500 in total for theft of
 * jewelry"): a schedule worth $6,000 of rings is paid $1,500, and the user should know it before
 * the adjuster says so, with the clause and its page to check.
 */
export function PolicyLimitsCard({ claimId, items, money }: { claimId: number; items: readonly TInventoryItem[]; money: Money }) {
  const { t } = useTranslation('inventory');
  const { data, isLoading, isFetching, error, refetch } = useInventoryPolicyLimitsQuery(claimId);
  if (items.length === 0) return null;
  if (error)
    return (
      <LoadFailed
        title={t('policyLimits.failed')}
        error={error}
        retrying={isFetching}
        onRetry={() => void refetch()}
        retryLabel={t('states.tryAgain')}
      />
    );
  const status = (text: string) => <p className="text-sm text-slate-600">{text}</p>;
  return (
    <Card aria-labelledby="policy-limits-title" aria-busy={isLoading}>
      <h2 id="policy-limits-title" className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        <ShieldAlert aria-hidden="true" className="size-5 text-brand-700" /> {t('policyLimits.title')}
      </h2>
      <div className="mt-4">
        {isLoading || !data ? (
          status(t('policyLimits.loading'))
        ) : data.policy === 'none' ? (
          status(t('policyLimits.none'))
        ) : data.policy === 'unreadable' ? (
          status(t('policyLimits.unreadable'))
        ) : data.limits.length === 0 ? (
          status(t('policyLimits.noLimit'))
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
