// Money in a French or Spanish reply, written by Intl as the locale writes it: "1 000 $" (fr-CA),
// "$1,000" (es-US). Cents only when there are some.

type OtherReplyLanguage = 'fr' | 'es';

const LOCALE: Record<OtherReplyLanguage, { locale: string; currency: string }> = {
  fr: { locale: 'fr-CA', currency: 'CAD' },
  es: { locale: 'es-US', currency: 'USD' },
};

export function moneyFor(language: OtherReplyLanguage, dollars: number): string {
  const { locale, currency } = LOCALE[language];
  const whole = Number.isInteger(dollars);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(dollars);
}
