import { describe, expect, it } from 'vitest';
import { PAGE_WINDOW_SIZE, pageWindow } from './page-window';

describe('pageWindow', () => {
  it('defaults to the spec window of 3', () => {
    expect(PAGE_WINDOW_SIZE).toBe(3);
    expect(pageWindow(5, 10)).toHaveLength(3);
  });

  it('starts at page 1 on the first pages', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3]);
    expect(pageWindow(2, 10)).toEqual([1, 2, 3]);
  });

  it('centres the current page in the middle', () => {
    expect(pageWindow(3, 10)).toEqual([2, 3, 4]);
    expect(pageWindow(6, 10)).toEqual([5, 6, 7]);
  });

  it('shifts to end at the last page on the last pages', () => {
    expect(pageWindow(9, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(10, 10)).toEqual([8, 9, 10]);
  });

  it('shows only the pages that exist when there are fewer than the window', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(2, 2)).toEqual([1, 2]);
  });

  it('shows nothing when there are no pages', () => {
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('clamps a current page out of range before placing the window', () => {
    expect(pageWindow(42, 10)).toEqual([8, 9, 10]);
    expect(pageWindow(-1, 10)).toEqual([1, 2, 3]);
  });

  it('takes other window sizes, leaning right when the size is even', () => {
    expect(pageWindow(5, 10, 5)).toEqual([3, 4, 5, 6, 7]);
    expect(pageWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
    expect(pageWindow(5, 10, 1)).toEqual([5]);
  });
});
