import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { centsOf } from './money-text';

describe('centsOf', () => {
  it.each([
    ['1299.99', 129_999],
    ['$1,299.99', 129_999],
    ['$ 1,299', 129_900],
    ['1,234,567.5', 123_456_750],
    ['1 299,99 $', 129_999],
    ['1\u00a0299,99\u00a0$', 129_999],
    ['1.299,99', 129_999],
    ['12,50', 1_250],
    ['CA$40', 4_000],
    ['40 CAD', 4_000],
    ['USD 0.5', 50],
    ['0', 0],
  ])('reads %s as %i cents', (text, cents) => {
    expect(centsOf(text)).toBe(cents);
  });

  it.each(['', '   '])('reads a blank cell as no amount', (text) => {
    expect(centsOf(text)).toBeNull();
  });

  it.each(['-5', '(12.00)', '12.345', 'twelve', '1,29,000', '$$4', '1e3', '9999999999999'])('refuses %s', (text) => {
    expect(centsOf(text)).toBeUndefined();
  });

  it('reads back any amount written with thousands separators and two decimals, to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_000 }), (cents) => {
        const dollars = Math.floor(cents / 100).toLocaleString('en-US');
        expect(centsOf(`$${dollars}.${String(cents % 100).padStart(2, '0')}`)).toBe(cents);
      }),
    );
  });
});
