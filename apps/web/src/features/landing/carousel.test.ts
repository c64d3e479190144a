import { describe, expect, it } from 'vitest';
import { visibleIndexes, wrapIndex } from './carousel';

describe('carousel positions', () => {
  it('wraps forward past the last entry and backward past the first', () => {
    expect(wrapIndex(9, 1, 10)).toBe(0);
    expect(wrapIndex(0, -1, 10)).toBe(9);
    expect(wrapIndex(4, 1, 10)).toBe(5);
    expect(wrapIndex(0, -21, 10)).toBe(9);
  });

  it('shows three entries, wrapping at the end, or one on a phone', () => {
    expect(visibleIndexes(0, 3, 10)).toEqual([0, 1, 2]);
    expect(visibleIndexes(9, 3, 10)).toEqual([9, 0, 1]);
    expect(visibleIndexes(5, 1, 10)).toEqual([5]);
    expect(visibleIndexes(0, 3, 2)).toEqual([0, 1]);
  });
});
