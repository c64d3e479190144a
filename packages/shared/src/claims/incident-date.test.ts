import { describe, expect, it } from 'vitest';
import { incidentDateProblem } from './contracts';
import { isFutureDate, isRealDate, todayUtc } from './incident-date';

describe('isRealDate', () => {
  it.each(['2024-02-29', '2023-12-31', '1900-01-01', '0050-06-15'])('accepts %s', (value) => {
    expect(isRealDate(value)).toBe(true);
  });

  it.each(['2023-02-29', '2024-13-01', '2024-04-31', '2024-00-10', '2024-1-5', '05/01/2024', '2024-01-01T00:00', ''])(
    'refuses %s',
    (value) => {
      expect(isRealDate(value)).toBe(false);
    },
  );
});

describe('isFutureDate', () => {
  // 23:30 in Honolulu on 1 March is 09:30 UTC on 2 March.
  const now = new Date('2025-03-02T09:30:00Z');

  it('compares with the date in UTC, so no North American today is refused', () => {
    expect(todayUtc(now)).toBe('2025-03-02');
    expect(isFutureDate('2025-03-01', now)).toBe(false);
    expect(isFutureDate('2025-03-02', now)).toBe(false);
    expect(isFutureDate('2025-03-03', now)).toBe(true);
  });
});

describe('incidentDateProblem', () => {
  const now = new Date('2025-06-15T12:00:00Z');

  it.each([
    ['2025-06-15', null],
    ['2010-01-31', null],
    ['2025-06-16', 'Date of incident cannot be in the future.'],
    ['2025-02-30', 'Enter a real date as YYYY-MM-DD.'],
    ['yesterday', 'Enter a real date as YYYY-MM-DD.'],
    ['1899-12-31', 'Date of incident cannot be before 1900.'],
  ])('%s → %s', (value, problem) => {
    expect(incidentDateProblem(value, now)).toBe(problem);
  });
});
