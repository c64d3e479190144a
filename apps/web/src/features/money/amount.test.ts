import { LEDGER_AMOUNT_MAX_CENTS } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { amountTextOfCents, centsOfAmount } from './amount';

describe('centsOfAmount', () => {
  it('reads dollars as typed in English, by string', () => {
    expect(centsOfAmount('1,299.99', 'en-US')).toBe(129_999);
    expect(centsOfAmount('$40', 'en-US')).toBe(4_000);
    expect(centsOfAmount(' 40.5 ', 'en-US')).toBe(4_050);
    expect(centsOfAmount('0.29', 'en-US')).toBe(29);
    expect(centsOfAmount('12000', 'es-US')).toBe(1_200_000);
    expect(centsOfAmount('10,000,000.00', 'en-US')).toBe(LEDGER_AMOUNT_MAX_CENTS);
  });

  it('reads Canadian French amounts, spaces and a trailing dollar sign included', () => {
    expect(centsOfAmount('1 299,99 $', 'fr-CA')).toBe(129_999);
    expect(centsOfAmount('1\u202f299,99', 'fr-CA')).toBe(129_999);
    expect(centsOfAmount('1299.99', 'fr-CA')).toBe(129_999);
  });

  it('refuses what is not an amount, or is out of bounds', () => {
    for (const text of ['', 'abc', '12,99', '1.2.3', '1.999', '-5', '0', '0.00', '10,000,000.01', '1e5', '$', '12 abc'])
      expect(centsOfAmount(text, 'en-US'), text).toBeNull();
    expect(centsOfAmount('1.234,56', 'fr-CA')).toBeNull();
  });
});

describe('amountTextOfCents', () => {
  it('writes cents back as the field reads them, in the locale', () => {
    expect(amountTextOfCents(129_999, 'en-US')).toBe('1299.99');
    expect(amountTextOfCents(5, 'fr-CA')).toBe('0,05');
    for (const locale of ['en-US', 'fr-CA', 'es-US']) expect(centsOfAmount(amountTextOfCents(700_050, locale), locale)).toBe(700_050);
  });
});
