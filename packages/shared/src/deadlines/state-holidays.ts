import { FRIDAY, MONDAY, THURSDAY, lastWeekday, nthWeekday, sundayToMonday } from './calendar-math';
import { usFederalHolidays } from './holidays';
import { addCalendarDays, plainDate, weekday } from './plain-date';

/** A day off under a state's or province's law; `date` is the day itself, after any moving rule. */
export interface Holiday {
  name: string;
  date: string;
}

function thanksgiving(year: number): string {
  return nthWeekday(year, 11, THURSDAY, 4);
}

/**
 * Texas Government Code §662.003(a) and (b): the national and state holidays, on their own
 * dates. Texas moves none of them off a weekend (§662.005 gives no day off for one), and its
 * national list has no Columbus Day. The optional holidays of §662.003(c) (Rosh Hashanah, Yom
 * Kippur, Good Friday) leave state offices open, so they are not counted.
 */
export function texasHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: 'Martin Luther King, Jr., Day', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Confederate Heroes Day', date: day(1, 19) },
    { name: "Presidents' Day", date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Texas Independence Day', date: day(3, 2) },
    { name: 'San Jacinto Day', date: day(4, 21) },
    { name: 'Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Emancipation Day in Texas', date: day(6, 19) },
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Lyndon Baines Johnson Day', date: day(8, 27) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Veterans Day', date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Friday after Thanksgiving Day', date: addCalendarDays(thanksgiving(year), 1) },
    { name: '24 December', date: day(12, 24) },
    { name: 'Christmas Day', date: day(12, 25) },
    { name: '26 December', date: day(12, 26) },
  ];
}

// Juneteenth entered GCL §24 by chapter 249 of the Laws of 2020, after 19 June 2020 had passed.
const NY_JUNETEENTH_FIRST_YEAR = 2021;

/**
 * New York General Construction Law §24. A holiday on a Sunday gives the Monday after (Flag Day,
 * always a Sunday, excepted); one on a Saturday stays there, unlike the federal Friday. General
 * election day (the Tuesday after the first Monday in November) is a holiday every year. Days a
 * president or governor proclaims are not known in advance and are not counted.
 */
export function newYorkHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  const fixed: Holiday[] = [
    { name: "New Year's day", date: day(1, 1) },
    { name: "Lincoln's birthday", date: day(2, 12) },
    ...(year >= NY_JUNETEENTH_FIRST_YEAR ? [{ name: 'Juneteenth', date: day(6, 19) }] : []),
    { name: 'Independence day', date: day(7, 4) },
    { name: "Veterans' day", date: day(11, 11) },
    { name: 'Christmas day', date: day(12, 25) },
  ];
  return [
    ...fixed.map(({ name, date }) => ({ name, date: sundayToMonday(date) })),
    { name: 'Dr. Martin Luther King, Jr. day', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: "Washington's birthday", date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Memorial day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Labor day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Columbus day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: 'General election day', date: addCalendarDays(nthWeekday(year, 11, MONDAY, 1), 1) },
    { name: 'Thanksgiving day', date: thanksgiving(year) },
  ].sort((a, b) => (a.date < b.date ? -1 : 1));
}

const CA_NATIVE_AMERICAN_DAY_FIRST_YEAR = 2015;
// Juneteenth (AB 1655) and Genocide Remembrance Day (AB 1801) were added in 2022, in force from 2023.
const CA_2022_ADDITIONS_FIRST_YEAR = 2023;

/**
 * California Government Code §6700 and §6701: the state's own holidays. Those on fixed dates
 * move from a Sunday to the Monday after; 11 November on a Saturday gives the Friday before.
 * Good Friday is a holiday only from noon to 3 p.m. and Lunar New Year (added 2022) follows the
 * moon; neither is counted here (see the calendar's note).
 */
export function californiaStateHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  const fixed: Holiday[] = [
    { name: 'January 1', date: day(1, 1) },
    { name: 'Lincoln Day', date: day(2, 12) },
    { name: 'Cesar Chavez Day', date: day(3, 31) },
    { name: 'July 4', date: day(7, 4) },
    { name: 'Admission Day', date: day(9, 9) },
    { name: 'Veterans Day', date: day(11, 11) },
    { name: 'December 25', date: day(12, 25) },
  ];
  const veterans = day(11, 11);
  return [
    ...fixed.map(({ name, date }) => ({ name, date: sundayToMonday(date) })),
    ...(weekday(veterans) === 6 ? [{ name: 'Veterans Day (Saturday, kept on the Friday)', date: addCalendarDays(veterans, -1) }] : []),
    ...(year >= CA_2022_ADDITIONS_FIRST_YEAR
      ? [
          { name: 'Genocide Remembrance Day', date: day(4, 24) },
          { name: 'Juneteenth', date: day(6, 19) },
        ]
      : []),
    { name: 'Dr. Martin Luther King, Jr. Day', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Third Monday in February', date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Last Monday in May', date: lastWeekday(year, 5, MONDAY) },
    { name: 'First Monday in September', date: nthWeekday(year, 9, MONDAY, 1) },
    ...(year >= CA_NATIVE_AMERICAN_DAY_FIRST_YEAR ? [{ name: 'Native American Day', date: nthWeekday(year, 9, FRIDAY, 4) }] : []),
    { name: 'Columbus Day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
  ];
}

/**
 * 10 CCR §2695.2(b) counts "Federal and California State Holidays": the state's days and the
 * federal ones, both on their legal dates and on the days federal offices take instead.
 */
export function californiaRegulationHolidays(year: number): Holiday[] {
  const federal = [...usFederalHolidays(year), ...usFederalHolidays(year + 1)].flatMap(({ name, date, observed }) => [
    { name, date },
    { name: `${name} (observed)`, date: observed },
  ]);
  const prefix = `${String(year).padStart(4, '0')}-`;
  return [...californiaStateHolidays(year), ...federal].filter((holiday) => holiday.date.startsWith(prefix));
}
