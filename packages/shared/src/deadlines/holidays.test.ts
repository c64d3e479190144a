import { describe, expect, it } from 'vitest';
import { isUsFederalHoliday, observedUsFederalHolidays, usFederalHolidays } from './holidays';

// Checked against the OPM federal holiday tables.
const OBSERVED: Record<number, string[]> = {
  2025: [
    '2025-01-01',
    '2025-01-20',
    '2025-02-17',
    '2025-05-26',
    '2025-06-19',
    '2025-07-04',
    '2025-09-01',
    '2025-10-13',
    '2025-11-11',
    '2025-11-27',
    '2025-12-25',
  ],
  2026: [
    '2026-01-01',
    '2026-01-19',
    '2026-02-16',
    '2026-05-25',
    '2026-06-19',
    '2026-07-03',
    '2026-09-07',
    '2026-10-12',
    '2026-11-11',
    '2026-11-26',
    '2026-12-25',
  ],
  2027: [
    '2027-01-01',
    '2027-01-18',
    '2027-02-15',
    '2027-05-31',
    '2027-06-18',
    '2027-07-05',
    '2027-09-06',
    '2027-10-11',
    '2027-11-11',
    '2027-11-25',
    '2027-12-24',
    '2027-12-31',
  ],
};

describe('US federal holidays', () => {
  it.each(Object.entries(OBSERVED))('observed days off in %s', (year, dates) => {
    expect(observedUsFederalHolidays(Number(year)).map((h) => h.observed)).toEqual(dates);
  });

  it.each([
    [2027, 'Juneteenth National Independence Day', '2027-06-19', '2027-06-18'],
    [2027, 'Independence Day', '2027-07-04', '2027-07-05'],
    [2027, 'Christmas Day', '2027-12-25', '2027-12-24'],
    [2028, "New Year's Day", '2028-01-01', '2027-12-31'],
    [2026, 'Independence Day', '2026-07-04', '2026-07-03'],
  ])('%i %s on %s is observed on %s', (year, name, date, observed) => {
    expect(usFederalHolidays(year).find((h) => h.name === name)).toEqual({ name, date, observed });
  });

  it('has no Juneteenth before 2021', () => {
    expect(usFederalHolidays(2020).map((h) => h.name)).not.toContain('Juneteenth National Independence Day');
    expect(usFederalHolidays(2021)).toHaveLength(11);
  });

  it.each([
    ['2027-12-31', true],
    ['2028-01-01', false],
    ['2027-06-18', true],
    ['2027-06-19', false],
    ['2026-11-27', false],
  ])('%s is a day off: %s', (date, expected) => expect(isUsFederalHoliday(date)).toBe(expected));
});
