import { describe, expect, it } from 'vitest';
import { centsOfDollars, dollarsOfCents, monthsOfYears, wholeNumberOf } from './entry-values';

describe('entry values', () => {
  it('reads dollars as typed into exact cents', () => {
    expect(['1,299.99', '$40', '$ 0.29', '40.5', '1000000'].map(centsOfDollars)).toEqual([129_999, 4_000, 29, 4_050, 100_000_000]);
    expect(['', 'lots', '1.999', '-5', '1000000.01'].map(centsOfDollars)).toEqual([null, null, null, null, null]);
    expect(dollarsOfCents(129_999)).toBe('1299.99');
    expect(centsOfDollars(dollarsOfCents(5))).toBe(5);
  });

  it('reads an age in years as whole months, and a quantity as a whole number', () => {
    expect(['3', '2.5', '0', '0,5'].map(monthsOfYears)).toEqual([36, 30, 0, 6]);
    expect(['', 'old', '101', '-1'].map(monthsOfYears)).toEqual([null, null, null, null]);
    expect(['2', '0', '1.5', ''].map((text) => wholeNumberOf(text, 9_999))).toEqual([2, null, null, null]);
  });
});
