import { formatLongDate } from '../diary/local-date';
import type { Amount } from '../money/amounts';
import type { TemplateLanguage } from './languages';

/**
 * A calendar day as a letter in the language writes it: 'March 3, 2026', '3 mars 2026', '3 de
 * marzo de 2026'; French writes the first of the month '1er' ('1er octobre 2026'), which Intl does not.
 */
export function letterDate(day: string, language: TemplateLanguage): string {
  const written = formatLongDate(day, language === 'en' ? 'en-US' : language);
  return language === 'fr-CA' ? written.replace(/^1 /, '1er ') : written;
}

/**
 * A sum as a letter in the language writes it. English keeps the user's own figure ('$12,150').
 * French and Spanish write it their way ('12 150 $', '$12,150'): the dollar of the language's own
 * country, which Intl shows as a bare '$', as the English does; cents only when there are some.
 */
export function letterMoney(amount: Pick<Amount, 'value' | 'text'>, language: TemplateLanguage): string {
  if (language === 'en') return amount.text;
  const cents = Number.isInteger(amount.value) ? 0 : 2;
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: language === 'fr-CA' ? 'CAD' : 'USD',
    minimumFractionDigits: cents,
    maximumFractionDigits: cents,
  }).format(amount.value);
}
