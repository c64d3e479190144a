import { describe, expect, it } from 'vitest';
import { lastUpdateText } from './last-update';

describe('lastUpdateText', () => {
  it('shows the day of the instant in the given time zone', () => {
    expect(lastUpdateText('2026-11-22T03:30:00Z', 'en-US', 'UTC')).toBe('Nov 22, 2026');
    expect(lastUpdateText('2026-11-22T03:30:00Z', 'en-US', 'America/Chicago')).toBe('Nov 21, 2026');
  });
});
