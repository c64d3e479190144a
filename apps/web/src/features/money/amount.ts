import { LEDGER_AMOUNT_MAX_CENTS } from '@benji/shared';

/** The locale's decimal mark: '.' in en-US and es-US, ',' in fr-CA. */
function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

// Where the decimal mark is a point, a comma groups thousands and must sit before exactly three digits
// ("1,299.99", never "12,99"); where it is a comma (fr-CA groups with spaces), a point typed out of
// habit is read as the decimal mark too: "1 299,99" and "1299.99" are the same amount there.
const POINT_DECIMAL = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/;
const COMMA_DECIMAL = /^(\d+)(?:[.,](\d{1,2}))?$/;

/**
 * Dollars as typed in the user's locale ("1,299.99", "$40", "1 299,99 $") to whole cents, by
 * string, never through a float multiplication ("0.29" must not become 28 cents). Null when it is
 * not an amount, or not from one cent to the ledger's largest amount.
 */
export function centsOfAmount(text: string, locale: string): number | null {
  const bare = text.replace(/\s/g, '').replace(/^\$|\$$/g, '');
  const match = (decimalMark(locale) === ',' ? COMMA_DECIMAL : POINT_DECIMAL).exec(bare);
  if (!match) return null;
  const dollars = match[1]!.replace(/,/g, '');
  if (dollars.length > 12) return null;
  const cents = Number(dollars) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  return cents >= 1 && cents <= LEDGER_AMOUNT_MAX_CENTS ? cents : null;
}

/** Whole cents as the field shows them for editing, in the locale's decimal mark and with no grouping: "1299.99", "1299,99". */
export const amountTextOfCents = (cents: number, locale: string) =>
  `${Math.floor(cents / 100)}${decimalMark(locale)}${String(cents % 100).padStart(2, '0')}`;
