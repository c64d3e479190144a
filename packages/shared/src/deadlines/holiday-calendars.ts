import {
  albertaHolidays,
  britishColumbiaHolidays,
  newBrunswickHolidays,
  ontarioHolidays,
  quebecHolidays,
  quebecInterpretationActHolidays,
} from './canadian-holidays';
import { observedUsFederalHolidays } from './holidays';
import type { Country } from './types';
import { AUDIT_2_READ_ON, CHECKED_ON, SOURCE } from './sources';
import { californiaRegulationHolidays, newYorkHolidays, texasHolidays, type Holiday } from './state-holidays';
import { coloradoHolidays, floridaHolidays, georgiaHolidays, illinoisHolidays, louisianaHolidays } from './state-legal-holidays';

/**
 * Which days are not business days besides Saturday and Sunday. 'us_federal' is the observed
 * federal days off, for states whose own holidays are not encoded; 'weekends_only' is for
 * provinces whose holidays are not encoded.
 */
export const HOLIDAY_CALENDARS = [
  'us_federal',
  'us_tx',
  'us_ny',
  'us_ca',
  'us_ga',
  'us_co',
  'us_il',
  'us_la',
  'us_fl',
  'ca_on',
  'ca_bc',
  'ca_ab',
  'ca_qc',
  'ca_qc_interpretation',
  'ca_nb',
  'weekends_only',
] as const;
export type HolidayCalendar = (typeof HOLIDAY_CALENDARS)[number];

export interface HolidayCalendarInfo {
  /** "Texas state and national holidays", as a caveat reads it. */
  name: string;
  citation: string;
  sourceUrl: string | null;
  checkedOn: string;
  /** True where the list was read only in secondary sources or is known to be incomplete. */
  provisional: boolean;
  /** What the list leaves out, in one sentence; null when nothing is known to be missing. */
  gap: string | null;
  holidays: (year: number) => Holiday[];
}

const SECONDARY = 'The list was read in secondary sources, not in the Act itself.';

export const HOLIDAY_CALENDAR_INFO: Record<HolidayCalendar, HolidayCalendarInfo> = {
  us_federal: {
    name: 'US federal holidays',
    citation: '5 U.S.C. §6103',
    sourceUrl: SOURCE.usFederalHolidays,
    checkedOn: CHECKED_ON,
    provisional: false,
    gap: null,
    holidays: (year) => observedUsFederalHolidays(year).map(({ name, observed }) => ({ name, date: observed })),
  },
  us_tx: {
    name: 'Texas national and state holidays',
    citation: 'Texas Government Code §662.003(a), (b); Insurance Code §542.051(1)',
    sourceUrl: SOURCE.txGovCode662,
    checkedOn: CHECKED_ON,
    provisional: false,
    gap: null,
    holidays: texasHolidays,
  },
  us_ny: {
    name: 'New York public holidays',
    citation: 'New York General Construction Law §24',
    sourceUrl: SOURCE.nyGcl24,
    checkedOn: CHECKED_ON,
    provisional: false,
    gap: 'Days a president or governor proclaims are not known in advance and are not counted.',
    holidays: newYorkHolidays,
  },
  us_ca: {
    name: 'federal and California state holidays',
    citation: 'California Code of Regulations, title 10, §2695.2(b); Government Code §6700, §6701',
    sourceUrl: SOURCE.caGovCode6700,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: 'Lunar New Year (a state holiday since 2023, on the second new moon after the winter solstice) is not counted, and the 2022 additions were read in a secondary copy of §6700.',
    holidays: californiaRegulationHolidays,
  },
  us_ga: {
    name: 'Georgia public and legal holidays',
    citation: 'O.C.G.A. §1-4-1(a)',
    sourceUrl: SOURCE.gaOcga1_4_1,
    checkedOn: AUDIT_2_READ_ON,
    provisional: true,
    gap: 'The days the Governor proclaims each year are not counted, and the list was read in a copy of the Code, not the official text.',
    holidays: georgiaHolidays,
  },
  us_co: {
    name: 'Colorado legal holidays',
    citation: 'C.R.S. 24-11-101, as listed in C.R.C.P. 6(a)(2)',
    sourceUrl: SOURCE.coLegalHolidays,
    checkedOn: AUDIT_2_READ_ON,
    provisional: true,
    gap: 'The list was read in the court rules, not in the statute itself.',
    holidays: coloradoHolidays,
  },
  us_il: {
    name: 'Illinois holidays',
    citation: '30 ILCS 500/15-45',
    sourceUrl: SOURCE.ilHolidays,
    checkedOn: AUDIT_2_READ_ON,
    provisional: false,
    gap: 'Days only other Illinois statutes name (Casimir Pulaski Day, Good Friday, Juneteenth, election day) are not counted.',
    holidays: illinoisHolidays,
  },
  us_la: {
    name: 'Louisiana legal holidays',
    citation: 'La. R.S. 1:55(A)(1)',
    sourceUrl: SOURCE.laRs1_55,
    checkedOn: AUDIT_2_READ_ON,
    provisional: false,
    gap: 'Saturdays (a legal holiday only in some parishes) and Inauguration Day in Baton Rouge are not counted as holidays.',
    holidays: louisianaHolidays,
  },
  us_fl: {
    name: 'Florida holidays shared with federal law',
    citation: 'no Florida holiday list read',
    sourceUrl: null,
    checkedOn: AUDIT_2_READ_ON,
    provisional: true,
    gap: "Florida's own list of legal holidays was not read: only the holidays federal law and the other states share are counted.",
    holidays: floridaHolidays,
  },
  ca_on: {
    name: 'Ontario holidays',
    citation: 'Ontario Legislation Act, 2006, ss.87–88',
    sourceUrl: SOURCE.onLegislationAct87,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: SECONDARY,
    holidays: ontarioHolidays,
  },
  ca_bc: {
    name: 'British Columbia holidays',
    citation: 'British Columbia Interpretation Act, s.29',
    sourceUrl: SOURCE.bcInterpretation29,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: SECONDARY,
    holidays: britishColumbiaHolidays,
  },
  ca_ab: {
    name: 'Alberta general holidays',
    citation: 'Alberta Interpretation Act',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: 'The list has not been read in any source and follows the holidays Alberta observes.',
    holidays: albertaHolidays,
  },
  ca_qc: {
    name: 'Québec holidays',
    citation: 'Québec Interpretation Act, art. 61(23)',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: 'The list has not been read in any source and follows the holidays Québec observes.',
    holidays: quebecHolidays,
  },
  ca_qc_interpretation: {
    name: 'Québec holidays of the Interpretation Act',
    citation: 'Québec Interpretation Act, art. 61(23)',
    sourceUrl: SOURCE.qcInterpretation52,
    checkedOn: AUDIT_2_READ_ON,
    provisional: true,
    gap: 'The article was read in a copy, not on LégisQuébec, and days the government proclaims are not counted.',
    holidays: quebecInterpretationActHolidays,
  },
  ca_nb: {
    name: 'New Brunswick holidays',
    citation: 'New Brunswick Interpretation Act',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: 'The list has not been read in any source and follows the holidays New Brunswick observes.',
    holidays: newBrunswickHolidays,
  },
  weekends_only: {
    name: 'weekends only',
    citation: 'no holiday list encoded',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    provisional: true,
    gap: 'Holidays are not counted.',
    holidays: () => [],
  },
};

const cache = new Map<string, Set<string>>();

/** True on a day the calendar counts as a holiday (not counting ordinary weekends). */
export function isHoliday(date: string, calendar: HolidayCalendar): boolean {
  const year = Number(date.slice(0, 4));
  const key = `${calendar}:${year}`;
  let days = cache.get(key);
  if (!days) {
    days = new Set(HOLIDAY_CALENDAR_INFO[calendar].holidays(year).map((holiday) => holiday.date));
    cache.set(key, days);
  }
  return days.has(date);
}

const BY_REGION: Record<string, HolidayCalendar> = {
  'US-TX': 'us_tx',
  'US-NY': 'us_ny',
  'US-CA': 'us_ca',
  'US-GA': 'us_ga',
  'US-CO': 'us_co',
  'US-IL': 'us_il',
  'US-LA': 'us_la',
  'US-FL': 'us_fl',
  'CA-ON': 'ca_on',
  'CA-BC': 'ca_bc',
  'CA-AB': 'ca_ab',
  'CA-QC': 'ca_qc',
  'CA-NB': 'ca_nb',
};

/** The holiday calendar for business days in a claim's state or province. */
export function calendarFor(country: Country, region: string | null): HolidayCalendar {
  const prefix = country === 'Canada' ? 'CA' : 'US';
  const own = BY_REGION[`${prefix}-${region?.trim().toUpperCase() ?? ''}`];
  return own ?? (country === 'Canada' ? 'weekends_only' : 'us_federal');
}
