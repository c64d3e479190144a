import { describe, expect, it } from 'vitest';
import { addCalendarDays, addMonths, daysBetween, isPlainDate, weekday } from './plain-date';

describe('plain dates', () => {
  it.each([
    ['2024-02-28', 1, '2024-02-29'],
    ['2025-02-28', 1, '2025-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2026-03-02', 60, '2026-05-01'],
    // Daylight saving starts on 2026-03-08 in the US; a day is still a day.
    ['2026-03-07', 2, '2026-03-09'],
  ])('%s plus %i calendar days is %s', (date, days, expected) => expect(addCalendarDays(date, days)).toBe(expected));

  it.each([
    ['2025-01-31', 1, '2025-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2024-02-29', 12, '2025-02-28'],
    ['2024-04-15', 18, '2025-10-15'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('%s plus %i months is %s', (date, months, expected) => expect(addMonths(date, months)).toBe(expected));

  it('knows weekdays and distances', () => {
    expect(weekday('2027-06-19')).toBe(6);
    expect(weekday('2026-03-02')).toBe(1);
    expect(daysBetween('2026-03-02', '2026-05-01')).toBe(60);
  });

  it.each(['2026-02-29', '2026-13-01', '2026-3-1', '2026-03-02T00:00', ''])('rejects %j', (value) => {
    expect(isPlainDate(value)).toBe(false);
    expect(() => addCalendarDays(value, 1)).toThrow(RangeError);
  });
});
