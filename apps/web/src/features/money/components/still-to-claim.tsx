import { deadlineHeading, type TDeadline, type TLedgerTotals, type TLivingExpenseLimit } from '@benji/shared';
import { Clock } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { formatUnitList } from '../../../i18n/format';
import { useTranslation } from '../../../i18n/use-translation';
import { useDeadlineWords } from '../../../lib/deadline-words/use-deadline-words';
import { dayText, moneyText, type Currency } from '../format';
import { livingExpenseUse, type LivingExpenseUse } from '../living-expense-use';

interface StillToClaimProps {
  totals: TLedgerTotals;
  currency: Currency;
  /** The last day to collect the holdback on this claim, the law's or the policy's, if one is running. */
  holdbackClock: TDeadline | null;
  /** What the claim's policy caps living expenses at, when it says. */
  livingLimit: TLivingExpenseLimit | null;
  /** The date of loss, from which the policy's period for living expenses runs; null until the claim has loaded. */
  lossDate: string | null;
  today: string;
}

function Line({ title, detail, urgent, children }: { title: string; detail: string; urgent: boolean; children?: ReactNode }) {
  return (
    <li className="flex gap-3">
      <Clock aria-hidden="true" className={urgent ? 'mt-0.5 size-5 shrink-0 text-red-700' : 'mt-0.5 size-5 shrink-0 text-brand-700'} />
      <div className="min-w-0 flex-1">
        <p className="font-semibold text-slate-900">{title}</p>
        <p className="mt-1 text-sm text-slate-600">{detail}</p>
        {children}
      </div>
    </li>
  );
}

/** How much of the policy's total for living expenses is spent: a bar, red once past the limit. */
function UsedOfLimit({ use, currency }: { use: LivingExpenseUse; currency: Currency }) {
  const { t } = useTranslation('money');
  if (use.limitCents === null || use.share === null) return null;
  const over = use.share > 1;
  const text = t(over ? 'stillToClaim.livingOver' : 'stillToClaim.livingUsed', {
    used: moneyText(use.incurredCents, currency),
    limit: moneyText(use.limitCents, currency),
  });
  return (
    <div className="mt-3 max-w-md">
      <p className={over ? 'text-sm font-medium text-red-700' : 'text-sm text-slate-700'}>{text}</p>
      <div
        role="meter"
        aria-label={t('stillToClaim.livingMeter')}
        aria-valuemin={0}
        aria-valuemax={use.limitCents}
        aria-valuenow={Math.min(use.incurredCents, use.limitCents)}
        aria-valuetext={text}
        className="mt-2 h-2 overflow-hidden rounded-full bg-slate-200"
      >
        <div className={over ? 'h-full bg-red-600' : 'h-full bg-brand-600'} style={{ width: `${Math.min(100, use.share * 100)}%` }} />
      </div>
    </div>
  );
}

/** When the policy's period for living expenses ends, counted from the loss; urgent in its last 30 days and after. */
function PeriodEnd({ use }: { use: LivingExpenseUse }) {
  const { t } = useTranslation('money');
  if (!use.endsOn || !use.status) return null;
  const key = use.status === 'ended' ? 'livingEnded' : use.status === 'ending_soon' ? 'livingEndingSoon' : 'livingUntil';
  const urgent = use.status !== 'running';
  return (
    <p className={urgent ? 'mt-3 text-sm font-medium text-red-700' : 'mt-3 text-sm text-slate-700'}>
      {t(`stillToClaim.${key}`, { date: dayText(use.endsOn) })}
    </p>
  );
}

/**
 * Issue 25's "what is still claimable before which date": the depreciation still held back, with
 * the law's last day to collect it where one runs, and living expenses not yet reimbursed. Nothing
 * is shown when nothing is still owed.
 */
export function StillToClaim({ totals, currency, holdbackClock, livingLimit, lossDate, today }: StillToClaimProps) {
  const { t } = useTranslation('money');
  const deadlineWords = useDeadlineWords();
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
  // The law's clock is a minimum the policy may extend; the policy's own is its last word. The
  // citation as the deadlines tab shows it: the law's name, or the policy's page, in the language.
  const holdbackDetail = (clock: TDeadline) => {
    const own = clock.source === 'policy_wording';
    const key = clock.status === 'overdue' ? (own ? 'heldBackPolicyOverdue' : 'heldBackOverdue') : own ? 'heldBackByPolicy' : 'heldBackBy';
    return t(`stillToClaim.${key}`, { date: dayText(clock.dueOn), citation: deadlineHeading(clock, deadlineWords).citation });
  };
  const living = totals.living_expenses.outstanding_cents;
  const use = livingExpenseUse(totals, livingLimit, lossDate, today);
  // Spending against the policy's limit or period is worth seeing even with nothing outstanding.
  const livingShown = living > 0 || (use.incurredCents > 0 && (use.limitCents !== null || use.endsOn !== null));
  if (heldBack <= 0 && !livingShown) return null;
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
          {livingShown && (
            <Line
              title={living > 0 ? t('stillToClaim.living', { amount: moneyText(living, currency) }) : t('stillToClaim.livingTitle')}
              detail={[living > 0 ? t('stillToClaim.livingDetail') : null, livingLimit ? limitSentence(livingLimit) : null]
                .filter(Boolean)
                .join(' ')}
              urgent={use.status === 'ended' || use.status === 'ending_soon' || (use.share ?? 0) > 1}
            >
              <UsedOfLimit use={use} currency={currency} />
              <PeriodEnd use={use} />
            </Line>
          )}
        </ul>
      </section>
    </Card>
  );
}
