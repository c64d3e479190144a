import { clampPage } from './paginate';

/** Spec 9: the pager shows 3 page numbers, plus first/last shortcuts drawn by the screen. */
export const PAGE_WINDOW_SIZE = 3;

/**
 * The page numbers the pager shows: `size` consecutive pages with the current one centred
 * where possible, shifted inwards at either end, fewer when there are fewer pages.
 */
export function pageWindow(current: number, totalPages: number, size: number = PAGE_WINDOW_SIZE): number[] {
  const total = Math.max(Math.floor(totalPages), 0);
  const count = Math.min(Math.max(Math.floor(size), 1), total);
  if (count === 0) return [];
  const page = clampPage(current, total);
  const start = Math.min(Math.max(page - Math.floor((count - 1) / 2), 1), total - count + 1);
  return Array.from({ length: count }, (_, i) => start + i);
}
