import { describe, expect, it } from 'vitest';
import { trialEnd } from './trial-banner';

describe('trialEnd', () => {
  it("prefers the server's trial_ends_at", () => {
    expect(trialEnd({ signup_date: '2026-01-01T00:00:00Z', trial_ends_at: '2026-01-05T00:00:00Z' })?.toISOString()).toBe(
      '2026-01-05T00:00:00.000Z',
    );
  });

  it('counts 72 hours from a space-separated signup date read as UTC', () => {
    expect(trialEnd({ signup_date: '2026-01-01 10:00:00' })?.toISOString()).toBe('2026-01-04T10:00:00.000Z');
  });

  it('gives null for an unreadable date', () => {
    expect(trialEnd({ signup_date: 'soon' })).toBeNull();
  });
});
