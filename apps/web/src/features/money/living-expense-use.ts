import { addCalendarDays, addMonths, type TLedgerTotals, type TLivingExpenseLimit } from '@benji/shared';

// Living expenses run out two ways: the policy's total ("up to $36,000") and its period ("for up to
// 12 months"), counted from the loss. The money page shows how much of the first is used and when
// the second ends, so neither comes as a surprise.

/** Within this many days of the period's end the date is shown as urgent. */
export const ENDING_SOON_DAYS = 30;

export interface LivingExpenseUse {
  /** What the policyholder has spent on living expenses, as the ledger records it. */
  incurredCents: number;
  /** The policy's total for them, when it states one. */
  limitCents: number | null;
  /** Incurred over the limit, from 0 up (over 1 when the spending passed the limit). */
  share: number | null;
  /** The last day of the policy's period, counted from the loss, when the policy states one. */
  endsOn: string | null;
  status: 'running' | 'ending_soon' | 'ended' | null;
}

function lastDayOf(period: NonNullable<TLivingExpenseLimit['period']>, lossDate: string): string {
  if (period.unit === 'month') return addMonths(lossDate, period.count);
  return addCalendarDays(lossDate, period.unit === 'week' ? 7 * period.count : period.count);
}

/** How far the claim's living expenses have gone into the policy's limit and period. */
export function livingExpenseUse(
  totals: TLedgerTotals,
  limit: TLivingExpenseLimit | null,
  lossDate: string | null,
  today: string,
): LivingExpenseUse {
  const incurredCents = totals.living_expenses.incurred_cents;
  const limitCents = limit?.sum_cents ?? null;
  const endsOn = limit?.period && lossDate ? lastDayOf(limit.period, lossDate) : null;
  const status =
    endsOn === null ? null : endsOn < today ? 'ended' : endsOn <= addCalendarDays(today, ENDING_SOON_DAYS) ? 'ending_soon' : 'running';
  return { incurredCents, limitCents, share: limitCents ? incurredCents / limitCents : null, endsOn, status };
}
