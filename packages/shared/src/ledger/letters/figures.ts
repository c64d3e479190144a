import { formatLongDate } from '../../diary/local-date';
import { formatDollars } from '../../money/amounts';
import type { TLedgerKind } from '../entry-kinds';

/** The fields of a ledger entry a letter states. */
export interface LetterLine {
  kind: TLedgerKind;
  amount_cents: number;
  occurred_on: string;
  payee: string;
  note: string;
}

/** '$3,500', '$845.50': how every letter writes an amount. */
export const money = (cents: number) => formatDollars(cents / 100);

export const sumOf = (lines: readonly LetterLine[]) => lines.reduce((total, line) => total + line.amount_cents, 0);

/** The entries of one kind, by date: a figure reaches a letter only through its kind, so only in its role. */
export const linesOf = (entries: readonly LetterLine[], kind: TLedgerKind) =>
  entries.filter((entry) => entry.kind === kind).sort((a, b) => a.occurred_on.localeCompare(b.occurred_on));

/** "$4,000 to Bow Roofing on May 3, 2026 (invoice 1043)": an entry as a letter lists it; a payee or note left blank is left out. */
export function lineText(line: LetterLine): string {
  const payee = line.payee.trim() ? ` to ${line.payee.trim()}` : '';
  const note = line.note.trim() ? ` (${line.note.trim()})` : '';
  return `${money(line.amount_cents)}${payee} on ${formatLongDate(line.occurred_on)}${note}`;
}

/** "$12,000 on May 10, 2026", or "$15,000 in all: $12,000 on May 10, 2026 and $3,000 on June 2, 2026". */
export function amountsText(lines: readonly LetterLine[]): string {
  const dated = lines.map((line) => `${money(line.amount_cents)} on ${formatLongDate(line.occurred_on)}`);
  if (dated.length === 1) return dated[0]!;
  return `${money(sumOf(lines))} in all: ${dated.slice(0, -1).join(', ')} and ${dated.at(-1)}`;
}

/** An itemized list, one entry a line, with its total when there are several. */
export function itemized(lines: readonly LetterLine[], totalLabel: string): string {
  const items = lines.map((line) => `- ${lineText(line)}`);
  return lines.length > 1 ? `${items.join('\n')}\n${totalLabel}: ${money(sumOf(lines))}` : items.join('\n');
}
