import { formatTrialCountdown, type TrialRemaining } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { trialCountdownText, trialDuration } from './trial-countdown-text';

const left = (days: number, hours: number, minutes: number, seconds: number): TrialRemaining => ({
  expired: false,
  days,
  hours,
  minutes,
  seconds,
  totalMs: ((days * 24 + hours) * 60 + minutes) * 60_000 + seconds * 1000,
});

describe('trialCountdownText', () => {
  it('prints in English what the shared English countdown prints', () => {
    for (const remaining of [left(2, 3, 4, 5), left(0, 3, 4, 5), left(0, 0, 4, 5), left(0, 0, 0, 5), left(1, 0, 0, 7)])
      expect(trialCountdownText(remaining, 'en-US')).toBe(formatTrialCountdown(remaining));
  });

  it('writes French and Spanish units in their own language', () => {
    expect(trialCountdownText(left(2, 3, 4, 5), 'fr-CA')).toMatch(/^2\s?j 3\s?h /);
    expect(trialCountdownText(left(0, 0, 4, 5), 'es-US')).toMatch(/^4\s?min 5\s?s$/);
  });

  it('gives the span as an ISO duration', () => {
    expect(trialDuration(left(2, 3, 4, 5))).toBe('P2DT3H4M5S');
  });
});
