export interface WindowRange {
  /** First row rendered. */
  start: number;
  /** One past the last row rendered. */
  end: number;
  /** Pixels above the first rendered row: where it is placed in the scrolled box. */
  offset: number;
  /** Height of every row together: the box scrolls as if all were there. */
  total: number;
}

/**
 * The rows of a list of equal-height rows that a viewport shows at `scrollTop`, plus `overscan` on
 * each side so a quick scroll does not flash empty space. 2,000 items then cost the DOM a few dozen.
 */
export function visibleRange(count: number, rowHeight: number, scrollTop: number, viewportHeight: number, overscan = 4): WindowRange {
  const total = count * rowHeight;
  if (count === 0 || rowHeight <= 0) return { start: 0, end: 0, offset: 0, total };
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, total - viewportHeight));
  const first = Math.floor(top / rowHeight);
  const last = Math.ceil((top + Math.max(0, viewportHeight)) / rowHeight);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, Math.max(last, first + 1) + overscan);
  return { start, end, offset: start * rowHeight, total };
}
