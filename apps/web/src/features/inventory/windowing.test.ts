import { describe, expect, it } from 'vitest';
import { visibleRange } from './windowing';

describe('visibleRange', () => {
  it('renders the rows in view plus the overscan, and keeps the full height for the scrollbar', () => {
    expect(visibleRange(2_000, 64, 0, 640, 4)).toEqual({ start: 0, end: 14, offset: 0, total: 128_000 });
    expect(visibleRange(2_000, 64, 6_400, 640, 4)).toEqual({ start: 96, end: 114, offset: 96 * 64, total: 128_000 });
  });

  it('never renders more than a screenful and the overscan, whatever the length of the list', () => {
    for (const scrollTop of [0, 1, 63, 64, 50_000, 127_360]) {
      const { start, end } = visibleRange(2_000, 64, scrollTop, 640, 4);
      expect(end - start).toBeLessThanOrEqual(10 + 1 + 8);
    }
  });

  it('stops at the last row when scrolled to (or past) the bottom', () => {
    const range = visibleRange(2_000, 64, 999_999, 640, 4);
    expect(range.end).toBe(2_000);
    expect(range.start).toBe(2_000 - 10 - 4);
  });

  it('shows every row of a list shorter than the viewport, and nothing of an empty one', () => {
    expect(visibleRange(3, 132, 0, 640)).toEqual({ start: 0, end: 3, offset: 0, total: 396 });
    expect(visibleRange(0, 64, 0, 640)).toEqual({ start: 0, end: 0, offset: 0, total: 0 });
  });
});
