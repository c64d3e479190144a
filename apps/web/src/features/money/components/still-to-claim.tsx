import type { TDeadline, TLedgerTotals, TLivingExpenseLimit } from '@benji/shared';
import { Clock } from 'lucide-react';
import { Card } from '../../../components/ui/card';
import { formatUnitList } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/use-translation';
import { dayText, moneyText, type Currency } from '../format';

interface StillToClaimProps {
  totals: TLedgerTotals;
  currency: Currency;
  /** The last day to collect the holdback on this claim, the law's or the policy's, if one is running. */
  holdbackClock: TDeadline | null;
  /** What the claim's policy caps living expenses at, when it says. */
  livingLimit: TLivingExpenseLimit | null;
}

function Line({ title, detail, urgent }: { title: string; detail: string; urgent: boolean }) {
  return (
    <li className="flex gap-3">
      <Clock aria-hidden="true" className={urgent ? 'mt-0.5 size-5 shrink-0 text-red-700' : 'mt-0.5 size-5 shrink-0 text-brand-700'} />
      <div>
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{detail}</p>
      </div>
    </li>
  );
}

/**
 * Issue 25's "what is still claimable before which date": the depreciation still held back, with
 * the law's last day to collect it where one runs, and living expenses not yet reimbursed. Nothing
 * is shown when nothing is still owed.
 */
export function StillToClaim({ totals, currency, holdbackClock, livingLimit }: StillToClaimProps) {
  const { t } = useTranslation('money');
  const heldBack = totals.held_back_cents;
  // The policy's terms are one measure in parts: a list in the locale's way, inside one sentence.
  const limitSentence = ({ sum_cents, rate, period, page }: TLivingExpenseLimit) => {
    const terms = [
      sum_cents === null ? null : t('stillToClaim.limitSum', { amount: moneyText(sum_cents, currency) }),
      rate ? t(`stillToClaim.limitRate.${rate.per}`, { amount: moneyText(rate.cents, currency) }) : null,
      period ? t(`stillToClaim.limitPeriod.${period.unit}`, { count: period.count }) : null,
    ].filter((term) => term !== null);
    return terms.length > 0 ? t('stillToClaim.livingLimit', { terms: formatUnitList(terms), page }) : null;
  };
  // The law's clock is a minimum the policy may extend; the policy's own is its last word.
  const holdbackDetail = ({ status, dueOn, citation, source }: TDeadline) => {
    const own = source === 'policy_wording';
    const key = status === 'overdue' ? (own ? 'heldBackPolicyOverdue' : 'heldBackOverdue') : own ? 'heldBackByPolicy' : 'heldBackBy';
    return t(`stillToClaim.${key}`, { date: dayText(dueOn), citation });
  };
  const living = totals.living_expenses.outstanding_cents;
  if (heldBack <= 0 && living <= 0) return null;
  return (
    <Card className="p-4 sm:p-6">
      <section aria-labelledby="money-still-to-claim">
        <h2 id="money-still-to-claim" className="text-base font-semibold text-slate-900">
          {t('stillToClaim.heading')}
        </h2>
        <ul className="mt-4 space-y-4">
          {heldBack > 0 && (
            <Line
              title={t('stillToClaim.heldBack', { amount: moneyText(heldBack, currency) })}
              detail={holdbackClock ? holdbackDetail(holdbackClock) : t('stillToClaim.heldBackPolicy')}
              urgent={holdbackClock?.status === 'overdue'}
            />
          )}
          {living > 0 && (
            <Line
              title={t('stillToClaim.living', { amount: moneyText(living, currency) })}
              detail={[t('stillToClaim.livingDetail'), livingLimit ? limitSentence(livingLimit) : null].filter(Boolean).join(' ')}
              urgent={false}
            />
          )}
        </ul>
      </section>
    </Card>
  );
}
