import { MONDAY, easterSunday, nthWeekday, sundayToMonday, weekdayBefore } from './calendar-math';
import { addCalendarDays, plainDate, weekday } from './plain-date';
import type { Holiday } from './state-holidays';

// The general holidays of each province covered, as its interpretation statute counts them.
// They only move business-day counts (Benji's own follow-up reminder in Canada today), and
// every list but Ontario's was read from secondary sources, so those calendars say provisional.

interface Shared {
  newYear: string;
  goodFriday: string;
  easterMonday: string;
  victoriaDay: string;
  canadaDay: string;
  labourDay: string;
  thanksgiving: string;
  remembrance: string;
  christmas: string;
  boxingDay: string;
  augustCivic: string;
  familyDay: string;
}

function shared(year: number): Shared {
  const easter = easterSunday(year);
  return {
    newYear: plainDate(year, 1, 1),
    goodFriday: addCalendarDays(easter, -2),
    easterMonday: addCalendarDays(easter, 1),
    victoriaDay: weekdayBefore(plainDate(year, 5, 25), MONDAY),
    // The Holidays Act (Canada): 1 July on a Sunday makes 2 July Canada Day.
    canadaDay: sundayToMonday(plainDate(year, 7, 1)),
    labourDay: nthWeekday(year, 9, MONDAY, 1),
    thanksgiving: nthWeekday(year, 10, MONDAY, 2),
    remembrance: plainDate(year, 11, 11),
    christmas: plainDate(year, 12, 25),
    boxingDay: plainDate(year, 12, 26),
    augustCivic: nthWeekday(year, 8, MONDAY, 1),
    familyDay: nthWeekday(year, 2, MONDAY, 3),
  };
}

/**
 * Ontario, Legislation Act, 2006, ss.87–88. New Year's Day on a Sunday adds the Monday; Christmas
 * on a Saturday adds the Monday, on a Sunday the Tuesday. The Civic Holiday is not on the list.
 */
export function ontarioHolidays(year: number): Holiday[] {
  const d = shared(year);
  const christmasDay = weekday(d.christmas);
  return [
    { name: "New Year's Day", date: d.newYear },
    ...(weekday(d.newYear) === 0 ? [{ name: "New Year's Day (Monday after)", date: addCalendarDays(d.newYear, 1) }] : []),
    { name: 'Family Day', date: d.familyDay },
    { name: 'Good Friday', date: d.goodFriday },
    { name: 'Easter Monday', date: d.easterMonday },
    { name: 'Victoria Day', date: d.victoriaDay },
    { name: 'Canada Day', date: d.canadaDay },
    { name: 'Labour Day', date: d.labourDay },
    { name: 'Thanksgiving Day', date: d.thanksgiving },
    { name: 'Remembrance Day', date: d.remembrance },
    { name: 'Christmas Day', date: d.christmas },
    { name: 'Boxing Day', date: d.boxingDay },
    ...(christmasDay === 6 ? [{ name: 'Christmas Day (Monday after)', date: addCalendarDays(d.christmas, 2) }] : []),
    ...(christmasDay === 0 ? [{ name: 'Christmas Day (Tuesday after)', date: addCalendarDays(d.christmas, 2) }] : []),
  ];
}

/** British Columbia, Interpretation Act s.29, with Family Day (2013) and the National Day for Truth and Reconciliation (2023). */
export function britishColumbiaHolidays(year: number): Holiday[] {
  const d = shared(year);
  return [
    { name: "New Year's Day", date: d.newYear },
    ...(year >= 2019
      ? [{ name: 'Family Day', date: d.familyDay }]
      : year >= 2013
        ? [{ name: 'Family Day', date: nthWeekday(year, 2, MONDAY, 2) }]
        : []),
    { name: 'Good Friday', date: d.goodFriday },
    { name: 'Easter Monday', date: d.easterMonday },
    { name: 'Victoria Day', date: d.victoriaDay },
    { name: 'Canada Day', date: d.canadaDay },
    { name: 'British Columbia Day', date: d.augustCivic },
    { name: 'Labour Day', date: d.labourDay },
    ...(year >= 2023 ? [{ name: 'National Day for Truth and Reconciliation', date: plainDate(year, 9, 30) }] : []),
    { name: 'Thanksgiving Day', date: d.thanksgiving },
    { name: 'Remembrance Day', date: d.remembrance },
    { name: 'Christmas Day', date: d.christmas },
    { name: '26 December', date: d.boxingDay },
  ];
}

/** Alberta, Interpretation Act: the general holidays, with Alberta Family Day and Heritage Day. */
export function albertaHolidays(year: number): Holiday[] {
  const d = shared(year);
  return [
    { name: "New Year's Day", date: d.newYear },
    { name: 'Alberta Family Day', date: d.familyDay },
    { name: 'Good Friday', date: d.goodFriday },
    { name: 'Easter Monday', date: d.easterMonday },
    { name: 'Victoria Day', date: d.victoriaDay },
    { name: 'Canada Day', date: d.canadaDay },
    { name: 'Heritage Day', date: d.augustCivic },
    { name: 'Labour Day', date: d.labourDay },
    { name: 'Thanksgiving Day', date: d.thanksgiving },
    { name: 'Remembrance Day', date: d.remembrance },
    { name: 'Christmas Day', date: d.christmas },
    { name: 'Boxing Day', date: d.boxingDay },
  ];
}

/** Québec, Interpretation Act art. 61(23): the "jours fériés". */
export function quebecHolidays(year: number): Holiday[] {
  const d = shared(year);
  return [
    { name: "Jour de l'An", date: d.newYear },
    { name: '2 janvier', date: plainDate(year, 1, 2) },
    { name: 'Vendredi saint', date: d.goodFriday },
    { name: 'Lundi de Pâques', date: d.easterMonday },
    { name: 'Journée nationale des patriotes', date: d.victoriaDay },
    { name: 'Fête nationale', date: plainDate(year, 6, 24) },
    { name: 'Fête du Canada', date: d.canadaDay },
    { name: 'Fête du Travail', date: d.labourDay },
    { name: 'Action de grâces', date: d.thanksgiving },
    { name: 'Noël', date: d.christmas },
    { name: '26 décembre', date: d.boxingDay },
  ];
}

/**
 * Québec, Interpretation Act art. 61(23)(a)–(i) as read: the days on which art. 52 extends a period
 * that would expire, besides Sundays. 2 January, 26 December and the Journée nationale des patriotes
 * are juridical holidays of the Code of Civil Procedure, not of art. 61(23), so they are not here.
 * The sovereign's birthday is kept on Victoria Day.
 */
export function quebecInterpretationActHolidays(year: number): Holiday[] {
  const d = shared(year);
  return [
    { name: '1er janvier', date: d.newYear },
    { name: 'Vendredi saint', date: d.goodFriday },
    { name: 'Lundi de Pâques', date: d.easterMonday },
    { name: 'Anniversaire du Souverain', date: d.victoriaDay },
    { name: '24 juin, fête nationale', date: plainDate(year, 6, 24) },
    { name: 'Anniversaire de la Confédération', date: d.canadaDay },
    { name: 'Fête du Travail', date: d.labourDay },
    { name: "Deuxième lundi d'octobre", date: d.thanksgiving },
    { name: '25 décembre', date: d.christmas },
  ];
}

/** New Brunswick, Interpretation Act: the general holidays, with Family Day (2018) and New Brunswick Day. */
export function newBrunswickHolidays(year: number): Holiday[] {
  const d = shared(year);
  return [
    { name: "New Year's Day", date: d.newYear },
    ...(year >= 2018 ? [{ name: 'Family Day', date: d.familyDay }] : []),
    { name: 'Good Friday', date: d.goodFriday },
    { name: 'Easter Monday', date: d.easterMonday },
    { name: 'Victoria Day', date: d.victoriaDay },
    { name: 'Canada Day', date: d.canadaDay },
    { name: 'New Brunswick Day', date: d.augustCivic },
    { name: 'Labour Day', date: d.labourDay },
    { name: 'Thanksgiving Day', date: d.thanksgiving },
    { name: 'Remembrance Day', date: d.remembrance },
    { name: 'Christmas Day', date: d.christmas },
    { name: 'Boxing Day', date: d.boxingDay },
  ];
}
