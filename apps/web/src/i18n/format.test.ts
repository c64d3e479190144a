import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, formatMoney, formatNumber } from './format';
import { i18n } from './i18n';

afterEach(() => i18n.changeLanguage('en-US'));

// Intl separates French thousands with a narrow no-break space and puts the dollar sign after.
const spaces = (text: string) => text.replace(/[\u202f\u00a0]/g, ' ');

describe('numbers, money and dates in the active locale', () => {
  it('follow American English by default', () => {
    expect(formatNumber(10000)).toBe('10,000');
    expect(formatMoney(1250)).toBe('$1,250.00');
    expect(formatDate(new Date(2026, 10, 27))).toBe('November 27, 2026');
  });

  it('follow Canadian French once it is active', async () => {
    await i18n.changeLanguage('fr-CA');
    expect(spaces(formatNumber(10000))).toBe('10 000');
    expect(spaces(formatMoney(1250, 'CAD'))).toBe('1 250,00 $');
    expect(formatDate(new Date(2026, 10, 27))).toBe('27 novembre 2026');
  });

  it('follow US Spanish once it is active', async () => {
    await i18n.changeLanguage('es-US');
    expect(formatNumber(4.9)).toBe('4.9');
    expect(formatDate(new Date(2026, 10, 27))).toBe('27 de noviembre de 2026');
  });
});
