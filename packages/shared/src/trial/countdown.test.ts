import { describe, expect, it } from 'vitest';
import { formatTrialCountdown, isTrialUrgent, parseSignupDate, trialEndsAt, trialRemaining } from './countdown';

const at = (iso: string) => new Date(iso);
const remainingFrom = (ms: number) => trialRemaining(new Date(1_000_000 + ms), new Date(1_000_000));
const span = (d: number, h: number, m: number, s: number) => ((d * 24 + h) * 60 + m) * 60_000 + s * 1000;

describe('trial countdown', () => {
  it('formats days, hours, minutes and seconds, dropping leading zero units', () => {
    expect(formatTrialCountdown(remainingFrom(span(2, 3, 4, 5)))).toBe('2d 3h 4m 5s');
    expect(formatTrialCountdown(remainingFrom(span(0, 3, 4, 5)))).toBe('3h 4m 5s');
    expect(formatTrialCountdown(remainingFrom(span(0, 0, 4, 5)))).toBe('4m 5s');
    expect(formatTrialCountdown(remainingFrom(span(0, 0, 0, 5)))).toBe('5s');
  });

  it('keeps inner zero units once a larger unit is shown', () => {
    expect(formatTrialCountdown(remainingFrom(span(1, 0, 0, 7)))).toBe('1d 0h 0m 7s');
  });

  it("reads 'Trial Expired' at zero and below", () => {
    expect(formatTrialCountdown(remainingFrom(0))).toBe('Trial Expired');
    expect(formatTrialCountdown(remainingFrom(-5000))).toBe('Trial Expired');
    expect(remainingFrom(-1).expired).toBe(true);
  });

  it('is urgent only with 0 days and under 6 hours left', () => {
    expect(isTrialUrgent(remainingFrom(span(0, 5, 59, 59)))).toBe(true);
    expect(isTrialUrgent(remainingFrom(span(0, 6, 0, 0)))).toBe(false);
    expect(isTrialUrgent(remainingFrom(span(1, 2, 0, 0)))).toBe(false);
    expect(isTrialUrgent(remainingFrom(0))).toBe(false);
  });

  it('reads a space-separated signup date as UTC', () => {
    expect(parseSignupDate('2026-11-20 10:00:00').toISOString()).toBe('2026-11-20T10:00:00.000Z');
    expect(parseSignupDate('2026-11-20 10:00:00.123456').toISOString()).toBe('2026-11-20T10:00:00.123Z');
    expect(parseSignupDate('2026-11-20T10:00:00+02:00').toISOString()).toBe('2026-11-20T08:00:00.000Z');
  });

  it('ends 72 hours after signup', () => {
    expect(trialEndsAt('2026-11-20 10:00:00').toISOString()).toBe('2026-11-23T10:00:00.000Z');
    const remaining = trialRemaining(trialEndsAt(at('2026-11-20T10:00:00Z')), at('2026-11-23T09:59:55Z'));
    expect(formatTrialCountdown(remaining)).toBe('5s');
  });
});
