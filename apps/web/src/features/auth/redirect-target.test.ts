import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target';

describe('redirectTarget', () => {
  it('returns to the location the guard remembered', () => {
    expect(redirectTarget({ from: { pathname: '/claim-status', search: '?page=2', hash: '' } })).toBe('/claim-status?page=2');
  });

  it('goes to / without a usable location', () => {
    expect(redirectTarget(null)).toBe('/');
    expect(redirectTarget({ from: 'https://evil.example' })).toBe('/');
    expect(redirectTarget({ from: '//evil.example' })).toBe('/');
  });
});
