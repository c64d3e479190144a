import { describe, expect, it } from 'vitest';
import { clampPage, paginate } from './paginate';

const numbers = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('paginate', () => {
  it('slices the requested page and counts pages', () => {
    expect(paginate(numbers(10), 1, 4)).toEqual({ items: [1, 2, 3, 4], page: 1, totalPages: 3, totalItems: 10 });
    expect(paginate(numbers(10), 2, 4).items).toEqual([5, 6, 7, 8]);
    expect(paginate(numbers(10), 3, 4).items).toEqual([9, 10]);
  });

  it('fills exactly when the count divides evenly', () => {
    const result = paginate(numbers(16), 2, 8);
    expect(result.totalPages).toBe(2);
    expect(result.items).toEqual([9, 10, 11, 12, 13, 14, 15, 16]);
  });

  it('clamps a page out of range to the nearest real page', () => {
    expect(paginate(numbers(10), 9, 4)).toMatchObject({ page: 3, items: [9, 10] });
    expect(paginate(numbers(10), 0, 4)).toMatchObject({ page: 1, items: [1, 2, 3, 4] });
    expect(paginate(numbers(10), -2, 4).page).toBe(1);
    expect(paginate(numbers(10), Number.NaN, 4).page).toBe(1);
    expect(paginate(numbers(10), 2.7, 4).page).toBe(2);
  });

  it('has no pages and stays on page 1 when there are no items', () => {
    expect(paginate([], 3, 4)).toEqual({ items: [], page: 1, totalPages: 0, totalItems: 0 });
  });

  it('rejects a page size that is not a positive integer', () => {
    expect(() => paginate(numbers(3), 1, 0)).toThrow(RangeError);
    expect(() => paginate(numbers(3), 1, 1.5)).toThrow(RangeError);
  });
});

describe('clampPage', () => {
  it('sends infinity to the last page and minus infinity to the first', () => {
    expect(clampPage(Number.POSITIVE_INFINITY, 5)).toBe(5);
    expect(clampPage(Number.NEGATIVE_INFINITY, 5)).toBe(1);
  });
});
