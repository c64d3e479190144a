import { activeLocale } from '../../i18n/i18n';

/** 75 → '1:15', 3725 → '1:02:05'; unknown or negative times read '0:00'. */
export function formatTime(seconds: number): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  const secs = String(whole % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${secs}` : `${minutes}:${secs}`;
}

/** For screen readers: '1 minute 15 seconds', '1 minute 15 secondes'; Intl writes the units and joins them. */
export function spokenTime(seconds: number, locale = activeLocale()): string {
  const whole = Number.isFinite(seconds) && seconds > 0 ? Math.floor(seconds) : 0;
  const minutes = Math.floor(whole / 60);
  const secs = whole % 60;
  const part = (value: number, unit: 'minute' | 'second') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(value);
  if (minutes === 0) return part(secs, 'second');
  if (secs === 0) return part(minutes, 'minute');
  return new Intl.ListFormat(locale, { type: 'unit', style: 'narrow' }).format([part(minutes, 'minute'), part(secs, 'second')]);
}
