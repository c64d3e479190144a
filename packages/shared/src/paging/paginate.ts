export interface Paginated<T> {
  items: T[];
  /** The page actually shown: the requested one, clamped to 1..totalPages. */
  page: number;
  /** 0 when there are no items; the screen then shows its empty message instead of a pager. */
  totalPages: number;
  totalItems: number;
}

/** Pages are 1-based. A page past either end shows the nearest real page, never an empty one. */
export function paginate<T>(items: readonly T[], page: number, perPage: number): Paginated<T> {
  if (!Number.isInteger(perPage) || perPage < 1) throw new RangeError(`perPage must be a positive integer, got ${perPage}`);
  const totalPages = Math.ceil(items.length / perPage);
  const current = clampPage(page, totalPages);
  const start = (current - 1) * perPage;
  return { items: items.slice(start, start + perPage), page: current, totalPages, totalItems: items.length };
}

/** Clamps to 1..totalPages (1 when there are no pages); NaN and fractions fall to a whole page. */
export function clampPage(page: number, totalPages: number): number {
  const whole = Number.isFinite(page) ? Math.floor(page) : page > 0 ? totalPages : 1;
  return Math.min(Math.max(whole, 1), Math.max(totalPages, 1));
}
