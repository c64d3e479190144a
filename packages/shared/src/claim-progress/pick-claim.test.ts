import { describe, expect, it } from 'vitest';
import { pickProgressClaim } from './pick-claim';

const claims = [
  { id: 1, created_at: '2026-02-01T10:00:00.000Z' },
  { id: 3, created_at: '2026-03-01T10:00:00.000Z' },
  { id: 2, created_at: '2026-03-01T10:00:00.000Z' },
];

describe('pickProgressClaim', () => {
  it('follows the most recently created claim by default, the later insert on a tie', () => {
    expect(pickProgressClaim(claims)?.id).toBe(3);
  });

  it('follows the chosen claim while it exists', () => {
    expect(pickProgressClaim(claims, 1)?.id).toBe(1);
    expect(pickProgressClaim(claims, 99)?.id).toBe(3);
  });

  it('has nothing to follow without claims', () => {
    expect(pickProgressClaim([], 1)).toBeNull();
  });
});
