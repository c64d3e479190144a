import { isHoliday, type HolidayCalendar } from './holiday-calendars';
import { addCalendarDays, weekday } from './plain-date';

export type { HolidayCalendar } from './holiday-calendars';

export function isBusinessDay(date: string, calendar: HolidayCalendar = 'us_federal'): boolean {
  const day = weekday(date);
  if (day === 0 || day === 6) return false;
  return !isHoliday(date, calendar);
}

/**
 * The date `days` business days after `date`; the start day itself is never counted, whatever
 * it is. Negative counts go backwards; zero returns the date unchanged.
 */
export function addBusinessDays(date: string, days: number, calendar: HolidayCalendar = 'us_federal'): string {
  if (!Number.isInteger(days)) throw new RangeError(`Business days must be a whole number: ${days}`);
  const step = days < 0 ? -1 : 1;
  let current = date;
  for (let remaining = Math.abs(days); remaining > 0;) {
    current = addCalendarDays(current, step);
    if (isBusinessDay(current, calendar)) remaining -= 1;
  }
  return current;
}

/**
 * A day a last day moves off: a Sunday, a holiday on the calendar, and a Saturday unless the law
 * lets a Saturday stand (its holidays name Sundays but not Saturdays).
 */
export function isMovedOff(date: string, calendar: HolidayCalendar, saturday: 'moves' | 'stays' = 'moves'): boolean {
  if (weekday(date) === 6 && saturday === 'stays') return isHoliday(date, calendar);
  return !isBusinessDay(date, calendar);
}

/** The date itself when the law lets a last day stand there, otherwise the next day it does. */
export function onOrAfterBusinessDay(date: string, calendar: HolidayCalendar, saturday: 'moves' | 'stays' = 'moves'): string {
  let current = date;
  while (isMovedOff(current, calendar, saturday)) current = addCalendarDays(current, 1);
  return current;
}
