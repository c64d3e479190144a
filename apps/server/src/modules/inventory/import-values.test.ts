import { describe, expect, it } from 'vitest';
import { ageMonthsOf, categoryOf, conditionOf, isoDateOf, textOf, wholeNumberOf } from './import-values';

describe('reading the cells of an imported sheet', () => {
  it.each([
    ['Electronics', 'electronics'],
    ['jewelry', 'jewellery'],
    ['  Art, antiques and collectibles ', 'art_collectibles'],
    ['TV', 'electronics'],
    ['sporting_goods', 'sporting_goods'],
    ['Boats', 'Boats'],
  ])('category %s is %s', (text, category) => {
    expect(categoryOf(text)).toBe(category);
  });

  it('reads conditions by name and in everyday words; blank leaves the usual one', () => {
    expect(['Excellent', 'like new', 'Average', 'worn', 'Damaged', 'so-so', ''].map(conditionOf)).toEqual([
      'excellent',
      'excellent',
      'good',
      'fair',
      'poor',
      'so-so',
      undefined,
    ]);
  });

  it.each([
    ['3', 'years', 36],
    ['2.5', 'years', 30],
    ['2,5', 'years', 30],
    ['18 months', 'years', 18],
    ['3 yrs', 'months', 36],
    ['7', 'months', 7],
  ] as const)('age %s in a column of %s is %i months', (text, unit, months) => {
    expect(ageMonthsOf(text, unit)).toBe(months);
  });

  it('refuses an age it cannot read and leaves a blank one out', () => {
    expect([ageMonthsOf('old', 'years'), ageMonthsOf('3 weeks', 'years'), ageMonthsOf('', 'years')]).toEqual([undefined, undefined, null]);
  });

  it('reads ISO dates, with slashes too, and refuses a day-month order it cannot tell apart', () => {
    expect([isoDateOf('2021-03-15'), isoDateOf('2021/3/5'), isoDateOf('03/04/2021'), isoDateOf('')]).toEqual([
      '2021-03-15',
      '2021-03-05',
      undefined,
      null,
    ]);
  });

  it('reads whole numbers with thousands separators, and nothing else', () => {
    expect(['2', '1,200', ' 7 ', '1.5', 'two', ''].map(wholeNumberOf)).toEqual([2, 1200, 7, undefined, undefined, null]);
  });

  it('takes off the apostrophe the export puts before a formula character, and only that one', () => {
    expect(["'=SUM(A1)", "'+1 spare", "'tis the season", 'plain'].map(textOf)).toEqual([
      '=SUM(A1)',
      '+1 spare',
      "'tis the season",
      'plain',
    ]);
  });
});
