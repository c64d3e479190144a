import { addCalendarDays, daysInMonth, plainDate, weekday, type Weekday } from './plain-date';

export const MONDAY: Weekday = 1;
export const THURSDAY: Weekday = 4;
export const FRIDAY: Weekday = 5;

/** The nth given weekday of a month (n from 1). */
export function nthWeekday(year: number, month: number, day: Weekday, n: number): string {
  const first = weekday(plainDate(year, month, 1));
  return plainDate(year, month, 1 + ((day - first + 7) % 7) + (n - 1) * 7);
}

export function lastWeekday(year: number, month: number, day: Weekday): string {
  const lastDate = daysInMonth(year, month);
  const last = weekday(plainDate(year, month, lastDate));
  return plainDate(year, month, lastDate - ((last - day + 7) % 7));
}

/** The last given weekday strictly before a date: Victoria Day is the Monday before 25 May. */
export function weekdayBefore(date: string, day: Weekday): string {
  const back = (weekday(date) - day + 7) % 7 || 7;
  return addCalendarDays(date, -back);
}

/** Easter Sunday in the Gregorian calendar (the anonymous "Meeus/Jones/Butcher" computus). */
export function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return plainDate(year, month, day);
}

/** A holiday on a Sunday is kept on the Monday after; any other day stays. */
export function sundayToMonday(date: string): string {
  return weekday(date) === 0 ? addCalendarDays(date, 1) : date;
}
