import { describe, expect, it } from 'vitest';
import { formatTime, spokenTime } from './format-time';

describe('formatTime', () => {
  it.each([
    [0, '0:00'],
    [9.9, '0:09'],
    [75, '1:15'],
    [600, '10:00'],
    [3725, '1:02:05'],
  ])('%s s reads %s', (seconds, text) => {
    expect(formatTime(seconds)).toBe(text);
  });

  it('reads 0:00 before the duration is known', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});

describe('spokenTime', () => {
  it.each([
    [1, '1 second'],
    [45, '45 seconds'],
    [60, '1 minute'],
    [135, '2 minutes 15 seconds'],
    [61, '1 minute 1 second'],
  ])('%s s says %s', (seconds, text) => {
    expect(spokenTime(seconds)).toBe(text);
  });

  it('speaks the locale asked for', () => {
    // Intl puts no-break spaces between a number and its unit.
    const words = (text: string) => text.replace(/\s/g, ' ');
    expect(words(spokenTime(135, 'fr-CA'))).toBe('2 minutes 15 secondes');
    expect(words(spokenTime(61, 'es-US'))).toBe('1 minuto 1 segundo');
  });
});
