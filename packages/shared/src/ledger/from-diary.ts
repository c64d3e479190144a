import { z } from 'zod';
import type { DiaryEntry } from '../diary/timeline';
import { diaryAmounts } from '../money/diary-amounts';
import type { AmountKind } from '../money/amounts';
import { LEDGER_KINDS, type TLedgerKind } from './entry-kinds';
import { LEDGER_NOTE_MAX_LENGTH } from './limits';

// The diary already holds most of the claim's money, in the user's own words ("Paid $12,900 on
// actual cash value; $3,100 held back"). Each amount whose role the ledger keeps is offered as an
// entry to add, once; the user confirms it, since a role read from a sentence can be wrong.

const LEDGER_KIND_OF: Partial<Record<AmountKind, TLedgerKind>> = {
  holdback: 'depreciation_held_back',
  deductible: 'deductible',
  living_expense: 'living_expense_incurred',
};

const ACTUAL_CASH_VALUE = /\b(?:actual cash value|acv)\b/i;

/** A payment on actual cash value is the ACV payment; any other payment is kept as a payment. */
function kindOf(role: AmountKind, summary: string): TLedgerKind | null {
  if (role === 'payment') return ACTUAL_CASH_VALUE.test(summary) ? 'acv_payment' : 'other_payment';
  return LEDGER_KIND_OF[role] ?? null;
}

export const ZLedgerSuggestion = z.object({
  kind: z.enum(LEDGER_KINDS),
  amount_cents: z.number().int().positive(),
  occurred_on: z.string(),
  note: z.string(),
  diary_event_id: z.string(),
});
export type TLedgerSuggestion = z.infer<typeof ZLedgerSuggestion>;
export const ZLedgerSuggestions = z.object({ suggestions: z.array(ZLedgerSuggestion) });
export type TLedgerSuggestions = z.infer<typeof ZLedgerSuggestions>;

interface EnteredLine {
  kind: TLedgerKind;
  amount_cents: number;
  occurred_on: string;
}

const sameLine = (a: EnteredLine) => (b: EnteredLine) =>
  a.kind === b.kind && a.amount_cents === b.amount_cents && a.occurred_on === b.occurred_on;

/** The diary's amounts the ledger does not hold yet, oldest first; a rate ("$150 a night") is not a sum and is left out. */
export function ledgerSuggestions(diary: readonly DiaryEntry[], entered: readonly EnteredLine[]): TLedgerSuggestion[] {
  const suggestions: TLedgerSuggestion[] = [];
  for (const event of diary) {
    for (const amount of diaryAmounts(event)) {
      const kind = kindOf(amount.kind, event.summary);
      if (!kind || amount.per || amount.value <= 0) continue;
      const line = { kind, amount_cents: Math.round(amount.value * 100), occurred_on: event.occurred_on };
      if (entered.some(sameLine(line)) || suggestions.some(sameLine(line))) continue;
      suggestions.push({ ...line, note: event.summary.slice(0, LEDGER_NOTE_MAX_LENGTH), diary_event_id: event.id });
    }
  }
  return suggestions;
}
