import { describePeriod } from './period';
import type { DeadlinePause, Period } from './types';

/** What a deadline's basis says, as plain facts: the period and what started it, and what changed the date since. */
export interface BasisParts {
  citation: string;
  /** The rule's own period, and the phrase and day that started it. */
  period: Period;
  triggerPhrase: string;
  triggeredOn: string;
  /** The insurer's notice that replaced the period, when one did. */
  extension: { period: Period; phrase: string; on: string } | null;
  pause: DeadlinePause | null;
  /** The counted last day the law moved off a weekend or holiday, the day it moved to, and that law. */
  rolled: { from: string; to: string; citation: string } | null;
}

function pausePhrase(pause: DeadlinePause | null): string {
  if (!pause) return '';
  const days = `${pause.days} ${pause.days === 1 ? 'day' : 'days'}`;
  return pause.until
    ? `, plus ${days} stopped from ${pause.from} to ${pause.until}`
    : `, plus ${days} stopped since ${pause.from} (still stopped today, so this date moves later each day)`;
}

/** "citation: 15 business days after <trigger> on <date>", with the extension, pause and move that changed the date. */
export function basisText(parts: BasisParts): string {
  const original = `${describePeriod(parts.period)} after ${parts.triggerPhrase} on ${parts.triggeredOn}`;
  const rolled = parts.rolled
    ? `; ${parts.rolled.from} is not a business day, so it moves to ${parts.rolled.to} (${parts.rolled.citation})`
    : '';
  const tail = `${pausePhrase(parts.pause)}${rolled}`;
  if (!parts.extension) return `${parts.citation}: ${original}${tail}`;
  const { period, phrase, on } = parts.extension;
  return `${parts.citation}: ${describePeriod(period)} after ${phrase} on ${on} (extended from ${original})${tail}`;
}
