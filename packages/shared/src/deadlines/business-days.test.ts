import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, isMovedOff, onOrAfterBusinessDay } from './business-days';

describe('business days', () => {
  it.each([
    ['a plain three weeks', '2026-03-02', 15, '2026-03-23'],
    ['across Thanksgiving', '2026-11-20', 15, '2026-12-14'],
    ['from Friday to Monday', '2026-01-09', 1, '2026-01-12'],
    ['over a weekend and MLK Day', '2026-01-16', 1, '2026-01-20'],
    ['over observed Juneteenth 2027', '2027-06-17', 1, '2027-06-21'],
    ['over observed Christmas 2027', '2027-12-23', 2, '2027-12-28'],
    ['over New Year 2028 observed on 2027-12-31', '2027-12-30', 1, '2028-01-03'],
    ['from a Saturday', '2026-03-07', 1, '2026-03-09'],
    ['over Memorial Day', '2026-05-22', 5, '2026-06-01'],
    ['zero days', '2026-03-07', 0, '2026-03-07'],
    ['backwards', '2026-03-09', -1, '2026-03-06'],
  ])('%s: %s + %i = %s', (_name, date, days, expected) => expect(addBusinessDays(date, days)).toBe(expected));

  it('counts holidays as business days on the weekends-only calendar', () => {
    expect(addBusinessDays('2026-11-20', 15, 'weekends_only')).toBe('2026-12-11');
    expect(isBusinessDay('2026-11-26', 'weekends_only')).toBe(true);
    expect(isBusinessDay('2026-11-26')).toBe(false);
  });

  it('moves a date to the next business day, or keeps it', () => {
    expect(onOrAfterBusinessDay('2026-04-11', 'us_ca')).toBe('2026-04-13');
    expect(onOrAfterBusinessDay('2026-03-28', 'us_ca')).toBe('2026-03-30');
    expect(onOrAfterBusinessDay('2026-03-29', 'us_ca')).toBe('2026-03-30');
    expect(onOrAfterBusinessDay('2026-03-30', 'us_ca')).toBe('2026-03-30');
    // 31 March 2026, Cesar Chavez Day, is a Tuesday: a due date on it moves to the Wednesday.
    expect(onOrAfterBusinessDay('2026-03-31', 'us_ca')).toBe('2026-04-01');
  });

  it('refuses fractions', () => expect(() => addBusinessDays('2026-03-02', 1.5)).toThrow(RangeError));
});

describe('days a last day moves off', () => {
  it.each([
    ['a Saturday, where Saturdays move', '2026-05-02', 'moves', true],
    ['a Saturday, where only Sundays and holidays move', '2026-05-02', 'stays', false],
    ['a Sunday either way', '2026-05-03', 'stays', true],
    ['a Saturday that is a holiday (Christmas 2027)', '2027-12-25', 'stays', true],
    ['a plain Monday', '2026-05-04', 'moves', false],
  ] as const)('%s: %s', (_name, date, saturday, expected) => expect(isMovedOff(date, 'us_la', saturday)).toBe(expected));

  it('a Louisiana last day on Good Friday 2026 moves to the Saturday, which stands', () => {
    expect(onOrAfterBusinessDay('2026-04-03', 'us_la', 'stays')).toBe('2026-04-04');
    expect(onOrAfterBusinessDay('2026-04-03', 'us_la')).toBe('2026-04-06');
  });
});
