import { formatDollars } from '../../money/amounts';
import { letterDate, letterMoney } from '../../templates/letter-format';
import type { TLedgerKind } from '../entry-kinds';
import type { LedgerLetterWords } from './words/ledger-letter-words';

/** The fields of a ledger entry a letter states. */
export interface LetterLine {
  kind: TLedgerKind;
  amount_cents: number;
  occurred_on: string;
  payee: string;
  note: string;
}

/** '$3,500', '$845.50' in English, '3 500 $' in French: how a letter in the words' language writes an amount. */
export const money = (cents: number, words: LedgerLetterWords) =>
  words.language === 'en' ? formatDollars(cents / 100) : letterMoney({ value: cents / 100, text: '' }, words.language);

export const sumOf = (lines: readonly LetterLine[]) => lines.reduce((total, line) => total + line.amount_cents, 0);

/** The entries of one kind, by date: a figure reaches a letter only through its kind, so only in its role. */
export const linesOf = (entries: readonly LetterLine[], kind: TLedgerKind) =>
  entries.filter((entry) => entry.kind === kind).sort((a, b) => a.occurred_on.localeCompare(b.occurred_on));

/** "$4,000 to Bow Roofing on May 3, 2026 (invoice 1043)": an entry as a letter lists it; a payee or note left blank is left out. */
export function lineText(line: LetterLine, words: LedgerLetterWords): string {
  return words.line({
    amount: money(line.amount_cents, words),
    date: letterDate(line.occurred_on, words.language),
    payee: line.payee.trim() || null,
    note: line.note.trim() || null,
  });
}

/** "$12,000 on May 10, 2026", or "$15,000 in all: $12,000 on May 10, 2026 and $3,000 on June 2, 2026". */
export function amountsText(lines: readonly LetterLine[], words: LedgerLetterWords): string {
  const dated = lines.map((line) => words.dated(money(line.amount_cents, words), letterDate(line.occurred_on, words.language)));
  if (dated.length === 1) return dated[0]!;
  return words.inAll(money(sumOf(lines), words), dated);
}

/** An itemized list, one entry a line, with its total when there are several. */
export function itemized(lines: readonly LetterLine[], totalLabel: string, words: LedgerLetterWords): string {
  const items = lines.map((line) => `- ${lineText(line, words)}`);
  return lines.length > 1 ? `${items.join('\n')}\n${totalLabel}: ${money(sumOf(lines), words)}` : items.join('\n');
}
