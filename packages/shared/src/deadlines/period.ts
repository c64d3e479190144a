import { addBusinessDays, onOrAfterBusinessDay, type HolidayCalendar } from './business-days';
import { addCalendarDays, addMonths } from './plain-date';
import type { DeadlineRule, Period } from './types';

/** The last day as counted: business days on the claim's calendar, calendar days and months as they fall. */
export function dueDate(start: string, period: Period, calendar: HolidayCalendar): string {
  if (period.unit === 'months') return addMonths(start, period.months);
  if (period.unit === 'business') return addBusinessDays(start, period.days, calendar);
  return addCalendarDays(start, period.days);
}

/** The counted last day, moved to the next business day where the rule's law says so. */
export function lastDay(counted: string, rule: Pick<DeadlineRule, 'rollForward'>): string {
  const roll = rule.rollForward;
  return roll ? onOrAfterBusinessDay(counted, roll.calendar, roll.saturday ?? 'moves') : counted;
}

/** "15 business days", "40 calendar days", "18 months", "2 years". */
export function describePeriod(period: Period): string {
  if (period.unit === 'months') {
    const { months } = period;
    if (months % 12 === 0) return months === 12 ? '1 year' : `${months / 12} years`;
    return months === 1 ? '1 month' : `${months} months`;
  }
  const unit = period.unit === 'business' ? 'business' : 'calendar';
  return `${period.days} ${unit} ${period.days === 1 ? 'day' : 'days'}`;
}

/** Only the period fields of a rule or deadline, for spreading into another object. */
export function periodOf(period: Period): Period {
  return period.unit === 'months' ? { unit: 'months', months: period.months } : { unit: period.unit, days: period.days };
}
