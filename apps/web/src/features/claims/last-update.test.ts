import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { lastUpdateText } from './last-update';

describe('lastUpdateText', () => {
  afterEach(() => i18n.changeLanguage('en-US'));

  it('shows the day of the instant in the given time zone', () => {
    expect(lastUpdateText('2026-11-22T03:30:00Z', 'UTC')).toBe('Nov 22, 2026');
    expect(lastUpdateText('2026-11-22T03:30:00Z', 'America/Chicago')).toBe('Nov 21, 2026');
  });

  it('writes the date as the active language does', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(lastUpdateText('2026-11-22T03:30:00Z', 'UTC')).toBe('22 nov. 2026');
  });
});
