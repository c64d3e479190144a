import { describe, expect, it } from 'vitest';
import { wholeMonthsBetween } from './item-age';

describe('wholeMonthsBetween', () => {
  it.each([
    ['2021-03-15', '2024-03-15', 36],
    ['2021-03-15', '2024-03-14', 35],
    ['2024-01-31', '2024-02-29', 0],
    ['2023-12-01', '2024-01-01', 1],
    ['2024-05-01', '2024-04-02', 0],
  ])('%s to %s is %i months', (from, to, months) => {
    expect(wholeMonthsBetween(from, to)).toBe(months);
  });
});
