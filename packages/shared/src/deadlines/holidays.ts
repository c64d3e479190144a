import { MONDAY, THURSDAY, lastWeekday, nthWeekday } from './calendar-math';
import { addCalendarDays, plainDate, weekday } from './plain-date';

export const US_FEDERAL_HOLIDAY_NAMES = [
  "New Year's Day",
  'Birthday of Martin Luther King, Jr.',
  "Washington's Birthday",
  'Memorial Day',
  'Juneteenth National Independence Day',
  'Independence Day',
  'Labor Day',
  'Columbus Day',
  'Veterans Day',
  'Thanksgiving Day',
  'Christmas Day',
] as const;
export type UsFederalHolidayName = (typeof US_FEDERAL_HOLIDAY_NAMES)[number];

export interface UsFederalHoliday {
  name: UsFederalHolidayName;
  /** The legal date (5 U.S.C. §6103). */
  date: string;
  /** The day off: Saturday moves to Friday, Sunday to Monday. */
  observed: string;
}

// Juneteenth became a federal holiday on 17 June 2021; the others are older than any claim here.
const JUNETEENTH_FIRST_YEAR = 2021;

function observedDate(date: string): string {
  const day = weekday(date);
  if (day === 6) return addCalendarDays(date, -1);
  if (day === 0) return addCalendarDays(date, 1);
  return date;
}

/**
 * The holidays whose legal date falls in `year`. New Year's Day on a Saturday is observed on
 * 31 December of the year before, so an observed date can fall in the previous year.
 */
export function usFederalHolidays(year: number): UsFederalHoliday[] {
  const legal: [UsFederalHolidayName, string][] = [
    ["New Year's Day", plainDate(year, 1, 1)],
    ['Birthday of Martin Luther King, Jr.', nthWeekday(year, 1, MONDAY, 3)],
    ["Washington's Birthday", nthWeekday(year, 2, MONDAY, 3)],
    ['Memorial Day', lastWeekday(year, 5, MONDAY)],
    ['Juneteenth National Independence Day', plainDate(year, 6, 19)],
    ['Independence Day', plainDate(year, 7, 4)],
    ['Labor Day', nthWeekday(year, 9, MONDAY, 1)],
    ['Columbus Day', nthWeekday(year, 10, MONDAY, 2)],
    ['Veterans Day', plainDate(year, 11, 11)],
    ['Thanksgiving Day', nthWeekday(year, 11, THURSDAY, 4)],
    ['Christmas Day', plainDate(year, 12, 25)],
  ];
  return legal
    .filter(([name]) => name !== 'Juneteenth National Independence Day' || year >= JUNETEENTH_FIRST_YEAR)
    .map(([name, date]) => ({ name, date, observed: observedDate(date) }));
}

/** The days off that fall in `year`, in date order, including next year's New Year's Day when observed on 31 December. */
export function observedUsFederalHolidays(year: number): { name: UsFederalHolidayName; observed: string }[] {
  const prefix = `${String(year).padStart(4, '0')}-`;
  return [...usFederalHolidays(year), ...usFederalHolidays(year + 1)]
    .filter((holiday) => holiday.observed.startsWith(prefix))
    .map(({ name, observed }) => ({ name, observed }))
    .sort((a, b) => (a.observed < b.observed ? -1 : 1));
}

const cache = new Map<number, Set<string>>();

/** True on an observed federal holiday (the day federal offices close). */
export function isUsFederalHoliday(date: string): boolean {
  const year = Number(date.slice(0, 4));
  let days = cache.get(year);
  if (!days) {
    days = new Set(observedUsFederalHolidays(year).map((h) => h.observed));
    cache.set(year, days);
  }
  return days.has(date);
}
