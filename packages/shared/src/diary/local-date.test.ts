import { describe, expect, it } from 'vitest';
import { formatPlainDate, localToday } from './local-date';

describe('localToday', () => {
  it('reads the date on the device’s own calendar, padded', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 10, 30, 0, 1))).toBe('2026-11-30');
  });
});

describe('formatPlainDate', () => {
  it('writes the day itself, whatever the time zone', () => {
    expect(formatPlainDate('2026-11-03')).toBe('Nov 3, 2026');
    expect(formatPlainDate('2024-02-29')).toBe('Feb 29, 2024');
  });
});
