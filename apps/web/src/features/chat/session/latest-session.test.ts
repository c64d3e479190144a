import { describe, expect, it } from 'vitest';
import { latestSessionId } from './latest-session';

describe('latestSessionId', () => {
  it('picks the most recently updated session from a list or a map', () => {
    const sessions = [
      { session_id: 'old', updated_at: '2026-01-01T10:00:00Z' },
      { session_id: 'new', updated_at: '2026-01-03T09:00:00Z' },
      { session_id: 'mid', updated_at: '2026-01-02T23:00:00+00:00' },
    ];
    expect(latestSessionId(sessions)).toBe('new');
    expect(latestSessionId(Object.fromEntries(sessions.map((s) => [s.session_id, s])))).toBe('new');
  });

  it('is null when there is none', () => {
    expect(latestSessionId([])).toBeNull();
    expect(latestSessionId({})).toBeNull();
  });
});
