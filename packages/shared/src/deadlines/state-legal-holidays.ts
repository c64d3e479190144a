import { MONDAY, THURSDAY, easterSunday, lastWeekday, nthWeekday } from './calendar-math';
import { addCalendarDays, plainDate } from './plain-date';
import type { Holiday } from './state-holidays';

// The legal holidays of the states whose law moves a last day off a weekend or holiday (Georgia,
// Colorado, Illinois, Louisiana, Florida). Each list holds only days the text read names, on their
// own dates: a day left out can only make a moved date earlier, never later than the law's.

function thanksgiving(year: number): string {
  return nthWeekday(year, 11, THURSDAY, 4);
}

/**
 * O.C.G.A. §1-4-1(a)(1): "All days which have been designated as of January 1, 1984, as public and
 * legal holidays by the federal government". The days the Governor proclaims each year under
 * (a)(2) are not known in advance and are not counted.
 */
export function georgiaHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: 'Birthday of Martin Luther King, Jr.', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: "Washington's Birthday", date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: 'Veterans Day', date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Christmas Day', date: day(12, 25) },
  ];
}

// Colorado replaced Columbus Day with Frances Xavier Cabrini Day (first Monday in October) from 2020.
const CO_CABRINI_FIRST_YEAR = 2020;
// Juneteenth became a Colorado legal holiday in 2022.
const CO_JUNETEENTH_FIRST_YEAR = 2022;

/** Colorado's legal holidays (C.R.S. 24-11-101), as the Colorado Rules of Civil Procedure, rule 6(a)(2), list them. */
export function coloradoHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: 'Martin Luther King Day', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Washington-Lincoln Day', date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    ...(year >= CO_JUNETEENTH_FIRST_YEAR ? [{ name: 'Juneteenth Day', date: day(6, 19) }] : []),
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    year >= CO_CABRINI_FIRST_YEAR
      ? { name: 'Frances Cabrini Day', date: nthWeekday(year, 10, MONDAY, 1) }
      : { name: 'Columbus Day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: "Veteran's Day", date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Christmas Day', date: day(12, 25) },
  ];
}

/**
 * Illinois: 5 ILCS 70/1.11 excludes "a holiday as defined or fixed in any statute". The list here is
 * the one 30 ILCS 500/15-45 gives word for word; days only other statutes name (Casimir Pulaski Day,
 * Good Friday, Juneteenth, election day) are not counted.
 */
export function illinoisHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: "Dr. Martin Luther King, Jr.'s Birthday", date: nthWeekday(year, 1, MONDAY, 3) },
    { name: "Lincoln's Birthday", date: day(2, 12) },
    { name: "President's Day", date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Columbus Day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: "Veterans' Day", date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Christmas Day', date: day(12, 25) },
  ];
}

/**
 * La. R.S. 1:55(A)(1): the statewide days of public rest and legal holidays besides Sundays.
 * Saturdays are legal holidays only in some parishes, and Inauguration Day only in Baton Rouge;
 * neither is counted.
 */
export function louisianaHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  const easter = easterSunday(year);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: 'Battle of New Orleans', date: day(1, 8) },
    { name: "Dr. Martin Luther King, Jr.'s Birthday", date: nthWeekday(year, 1, MONDAY, 3) },
    { name: "Washington's Birthday and Presidents' Day", date: nthWeekday(year, 2, MONDAY, 3) },
    { name: 'Mardi Gras', date: addCalendarDays(easter, -47) },
    { name: 'Good Friday', date: addCalendarDays(easter, -2) },
    { name: 'National Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Huey P. Long Day', date: day(8, 30) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Christopher Columbus Day', date: nthWeekday(year, 10, MONDAY, 2) },
    { name: "All Saints' Day", date: day(11, 1) },
    { name: "Veterans' Day", date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Christmas Day', date: day(12, 25) },
  ];
}

/**
 * Florida: no text listing Florida's legal holidays was read. Only days that are holidays in federal
 * law and in every state list above are counted, so a last day may be moved less far than
 * Florida law would move it, never further.
 */
export function floridaHolidays(year: number): Holiday[] {
  const day = (month: number, date: number) => plainDate(year, month, date);
  return [
    { name: "New Year's Day", date: day(1, 1) },
    { name: 'Martin Luther King, Jr. Day', date: nthWeekday(year, 1, MONDAY, 3) },
    { name: 'Memorial Day', date: lastWeekday(year, 5, MONDAY) },
    { name: 'Independence Day', date: day(7, 4) },
    { name: 'Labor Day', date: nthWeekday(year, 9, MONDAY, 1) },
    { name: 'Veterans Day', date: day(11, 11) },
    { name: 'Thanksgiving Day', date: thanksgiving(year) },
    { name: 'Christmas Day', date: day(12, 25) },
  ];
}
