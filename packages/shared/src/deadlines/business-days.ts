import { isUsFederalHoliday } from './holidays';
import { addCalendarDays, weekday } from './plain-date';

/**
 * 'us_federal' skips weekends and observed US federal holidays. State holidays (Texas and New
 * York have their own) are not counted, so a business-day deadline may come a day before the
 * true one: safe for the user's own deadlines, worth a check before calling the insurer late on
 * the first day. 'weekends_only' is for Canada, whose holidays are not encoded.
 */
export type HolidayCalendar = 'us_federal' | 'weekends_only';

export function isBusinessDay(date: string, calendar: HolidayCalendar = 'us_federal'): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return calendar === 'weekends_only' || !isUsFederalHoliday(date);
}

/**
 * The date `days` business days after `date`; the start day itself is never counted, whatever
 * it is. Negative counts go backwards; zero returns the date unchanged.
 */
export function addBusinessDays(date: string, days: number, calendar: HolidayCalendar = 'us_federal'): string {
  if (!Number.isInteger(days)) throw new RangeError(`Business days must be a whole number: ${days}`);
  const step = days < 0 ? -1 : 1;
  let current = date;
  for (let remaining = Math.abs(days); remaining > 0; ) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current, calendar)) remaining -= 1;
  }
  return current;
}
