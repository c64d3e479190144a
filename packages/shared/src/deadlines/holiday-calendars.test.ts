import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay } from './business-days';
import { easterSunday } from './calendar-math';
import { HOLIDAY_CALENDAR_INFO, calendarFor, isHoliday, type HolidayCalendar } from './holiday-calendars';

const days = (calendar: HolidayCalendar, year: number) =>
  HOLIDAY_CALENDAR_INFO[calendar]
    .holidays(year)
    .map((h) => h.date)
    .sort();

describe('Texas, Government Code §662.003', () => {
  it('lists the 2026 national and state holidays on their own dates', () => {
    expect(days('us_tx', 2026)).toEqual([
      '2026-01-01',
      '2026-01-19',
      '2026-01-19',
      '2026-02-16',
      '2026-03-02',
      '2026-04-21',
      '2026-05-25',
      '2026-06-19',
      '2026-07-04',
      '2026-08-27',
      '2026-09-07',
      '2026-11-11',
      '2026-11-26',
      '2026-11-27',
      '2026-12-24',
      '2026-12-25',
      '2026-12-26',
    ]);
  });

  it.each([
    ['2026-03-02', true, 'Texas Independence Day'],
    ['2026-04-21', true, 'San Jacinto Day'],
    ['2026-11-27', true, 'the Friday after Thanksgiving'],
    ['2026-12-24', true, '24 December'],
    ['2026-10-12', false, 'Columbus Day is not a Texas holiday'],
    ['2026-07-03', false, 'Independence Day on a Saturday gives no Friday off in Texas'],
  ])('%s is a Texas holiday: %s (%s)', (date, expected) => expect(isHoliday(date, 'us_tx')).toBe(expected));
});

describe('New York, General Construction Law §24', () => {
  it.each([
    ['2026-02-12', true, "Lincoln's birthday"],
    ['2026-11-03', true, 'general election day, every year'],
    ['2027-11-02', true, 'general election day in an odd year'],
    ['2027-07-05', true, 'Independence day on a Sunday gives the Monday'],
    ['2026-07-03', false, 'a Saturday holiday is not moved to the Friday'],
    ['2027-06-18', false, 'Juneteenth on a Saturday stays there'],
    ['2022-06-20', true, 'Juneteenth on a Sunday gives the Monday'],
    ['2026-11-27', false, 'no day after Thanksgiving'],
  ])('%s is a New York holiday: %s (%s)', (date, expected) => expect(isHoliday(date, 'us_ny')).toBe(expected));
});

describe('California, 10 CCR §2695.2(b): federal and state holidays', () => {
  it.each([
    ['2026-03-31', true, 'Cesar Chavez Day'],
    ['2026-02-12', true, 'Lincoln Day'],
    ['2026-09-09', true, 'Admission Day'],
    ['2026-09-25', true, 'Native American Day, the fourth Friday in September'],
    ['2026-04-24', true, 'Genocide Remembrance Day, from 2023'],
    ['2022-04-25', false, 'no Genocide Remembrance Day before 2023'],
    ['2026-07-03', true, 'the federal observed Independence Day'],
    ['2026-07-04', true, 'Independence Day itself'],
    ['2027-03-31', true, 'Cesar Chavez Day on a Wednesday'],
    ['2024-11-11', true, 'Veterans Day'],
    ['2023-11-10', true, 'Veterans Day on a Saturday is kept on the Friday'],
  ])('%s is a holiday: %s (%s)', (date, expected) => expect(isHoliday(date, 'us_ca')).toBe(expected));
});

describe('Canadian provinces', () => {
  it.each([
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
  ])('Easter Sunday %i is %s', (year, date) => expect(easterSunday(year)).toBe(date));

  it.each([
    ['ca_on', '2026-04-03', true, 'Good Friday'],
    ['ca_on', '2026-04-06', true, 'Easter Monday'],
    ['ca_on', '2026-05-18', true, 'Victoria Day, the Monday before 25 May'],
    ['ca_on', '2026-08-03', false, 'the Civic Holiday is not a holiday under the Legislation Act'],
    ['ca_on', '2027-12-27', true, 'Christmas on a Saturday adds the Monday'],
    ['ca_bc', '2026-08-03', true, 'British Columbia Day'],
    ['ca_bc', '2026-09-30', true, 'National Day for Truth and Reconciliation'],
    ['ca_bc', '2022-09-30', false, 'not a BC holiday before 2023'],
    ['ca_qc', '2026-06-24', true, 'Fête nationale'],
    ['ca_qc', '2026-01-02', true, '2 January'],
    ['ca_ab', '2026-08-03', true, 'Heritage Day'],
    ['ca_nb', '2026-08-03', true, 'New Brunswick Day'],
    ['ca_qc_interpretation', '2026-06-24', true, 'fête nationale, art. 61(23)(e)'],
    ['ca_qc_interpretation', '2026-01-02', false, '2 January is a juridical holiday of the Code of Civil Procedure only'],
    ['ca_qc_interpretation', '2026-05-18', true, "the sovereign's birthday, kept on Victoria Day"],
    ['us_ga', '2026-10-12', true, 'Columbus Day, a federal holiday on 1 January 1984'],
    ['us_ga', '2026-06-19', false, 'Juneteenth, made federal after 1984'],
    ['us_co', '2026-10-05', true, 'Frances Cabrini Day, first Monday in October'],
    ['us_co', '2026-10-12', false, 'Columbus Day, no longer a Colorado holiday'],
    ['us_co', '2019-10-14', true, 'Columbus Day before Cabrini Day replaced it in 2020'],
    ['us_il', '2026-02-12', true, "Lincoln's Birthday"],
    ['us_il', '2026-04-03', false, 'Good Friday, not in 30 ILCS 500/15-45'],
    ['us_la', '2026-02-17', true, 'Mardi Gras 2026'],
    ['us_la', '2027-01-08', true, 'Battle of New Orleans'],
    ['us_la', '2026-11-02', false, "the day after All Saints' Day"],
    ['us_fl', '2026-11-11', true, 'Veterans Day'],
    ['us_fl', '2026-02-16', false, "Washington's Birthday is not counted until Florida's own list is read"],
  ] as const)('%s: %s is a holiday: %s (%s)', (calendar, date, expected, _name) => expect(isHoliday(date, calendar)).toBe(expected));
});

describe('the calendar for a claim', () => {
  it.each([
    ['United States', 'tx', 'us_tx'],
    ['United States', 'NY', 'us_ny'],
    ['United States', 'CA', 'us_ca'],
    ['United States', 'FL', 'us_fl'],
    ['United States', 'ga', 'us_ga'],
    ['United States', 'CO', 'us_co'],
    ['United States', 'IL', 'us_il'],
    ['United States', 'LA', 'us_la'],
    ['United States', 'NC', 'us_federal'],
    ['United States', null, 'us_federal'],
    ['Canada', 'ON', 'ca_on'],
    ['Canada', 'QC', 'ca_qc'],
    ['Canada', 'MB', 'weekends_only'],
    ['Canada', 'CA', 'weekends_only'],
  ] as const)('%s %j counts %s', (country, region, expected) => expect(calendarFor(country, region)).toBe(expected));

  it('marks every calendar read only second-hand as provisional, with what it leaves out', () => {
    for (const info of Object.values(HOLIDAY_CALENDAR_INFO)) {
      if (info.provisional) expect(info.gap).toBeTruthy();
      if (!info.provisional) expect(info.sourceUrl).toMatch(/^https?:\/\//);
    }
  });
});

describe('business days on a state calendar', () => {
  it('Texas: 15 business days from 2026-02-20 skip Texas Independence Day (2 March)', () => {
    expect(addBusinessDays('2026-02-20', 15, 'us_tx')).toBe('2026-03-16');
    expect(addBusinessDays('2026-02-20', 15, 'us_federal')).toBe('2026-03-13');
  });

  it('Texas: 5 business days from 2026-06-30 run through 3 July, a federal day off but a Texas business day', () => {
    expect(addBusinessDays('2026-06-30', 5, 'us_tx')).toBe('2026-07-07');
    expect(addBusinessDays('2026-06-30', 5, 'us_federal')).toBe('2026-07-08');
  });

  it("New York: 15 business days from 2026-02-02 skip Lincoln's birthday and Washington's birthday", () => {
    expect(addBusinessDays('2026-02-02', 15, 'us_ny')).toBe('2026-02-25');
    expect(isBusinessDay('2026-02-12', 'us_ny')).toBe(false);
  });

  it('Ontario: 7 business days from Maundy Thursday 2026 skip Good Friday and Easter Monday', () => {
    expect(addBusinessDays('2026-04-02', 7, 'ca_on')).toBe('2026-04-15');
    expect(addBusinessDays('2026-04-02', 7, 'weekends_only')).toBe('2026-04-13');
  });
});
