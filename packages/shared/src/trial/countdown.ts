import { TRIAL_HOURS, URGENT_TRIAL_HOURS } from '../limits';

const HOUR_MS = 3_600_000;

/**
 * Reads a signup date. Django-style "2026-11-20 10:00:00" (space-separated, no zone) is UTC,
 * as the spec says; an ISO string keeps its own zone.
 */
export function parseSignupDate(value: string): Date {
  const spaceSeparated = /^(\d{4}-\d{2}-\d{2}) (\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)$/.exec(value.trim());
  if (spaceSeparated) return new Date(`${spaceSeparated[1]}T${spaceSeparated[2]}Z`);
  return new Date(value);
}

export function trialEndsAt(signupDate: string | Date): Date {
  const start = typeof signupDate === 'string' ? parseSignupDate(signupDate) : signupDate;
  return new Date(start.getTime() + TRIAL_HOURS * HOUR_MS);
}

export interface TrialRemaining {
  expired: boolean;
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  totalMs: number;
}

export function trialRemaining(endsAt: Date, now: Date): TrialRemaining {
  const totalMs = endsAt.getTime() - now.getTime();
  if (!(totalMs > 0)) return { expired: true, days: 0, hours: 0, minutes: 0, seconds: 0, totalMs: 0 };
  const totalSeconds = Math.floor(totalMs / 1000);
  return {
    expired: totalSeconds <= 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMs,
  };
}

/** '2d 3h 4m 5s', dropping leading zero units: '3h 4m 5s', '4m 5s', '5s'; 'Trial Expired' at zero. */
export function formatTrialCountdown(remaining: TrialRemaining): string {
  if (remaining.expired) return 'Trial Expired';
  const units: Array<[number, string]> = [
    [remaining.days, 'd'],
    [remaining.hours, 'h'],
    [remaining.minutes, 'm'],
    [remaining.seconds, 's'],
  ];
  const firstNonZero = units.findIndex(([value]) => value > 0);
  return units
    .slice(firstNonZero === -1 ? units.length - 1 : firstNonZero)
    .map(([value, unit]) => `${value}${unit}`)
    .join(' ');
}

/** Red banner when no whole day is left and fewer than 6 hours remain. */
export function isTrialUrgent(remaining: TrialRemaining): boolean {
  return !remaining.expired && remaining.days === 0 && remaining.hours < URGENT_TRIAL_HOURS;
}
