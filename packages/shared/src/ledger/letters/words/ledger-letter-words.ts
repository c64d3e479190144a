import type { TLivingExpenseLimit } from '../../policy-terms';
import type { TemplateLanguage } from '../../../templates/languages';

/** An entry as a letter lists it, its figures already written the language's way. */
export interface WrittenLine {
  amount: string;
  date: string;
  /** Left out when blank. */
  payee: string | null;
  note: string | null;
}

/** What the letters say of the settlement, each figure written or a [Placeholder]. */
export interface SettlementFigures {
  acvPaid: string;
  heldBack: string;
  /** What was released since, and what is still held back; null when nothing was released. */
  released: { amounts: string; still: string } | null;
}

/**
 * The ledger letters' words in one language. Each letter is written whole in its language; only the
 * figures (already written the language's way) and the [Placeholders] are put into it.
 */
export interface LedgerLetterWords {
  language: TemplateLanguage;
  toAdjuster: (text: string) => string;
  /** "$4,000 to Bow Roofing on May 3, 2026 (invoice 1043)". */
  line: (line: WrittenLine) => string;
  /** "$12,000 on May 10, 2026". */
  dated: (amount: string, date: string) => string;
  /** "$15,000 in all: $12,000 on May 10, 2026 and $3,000 on June 2, 2026". */
  inAll: (total: string, dated: readonly string[]) => string;
  totalPaid: string;
  totalIncurred: string;
  settlement: (figures: SettlementFigures) => string;
  release: { subject: string; body: (settlement: string, paid: string, still: string) => string; invoicesPlaceholder: string };
  livingExpenses: {
    subject: string;
    limitTerms: (limit: TLivingExpenseLimit, money: (cents: number) => string) => string | null;
    noReimbursement: (outstanding: string) => string;
    reimbursed: (amounts: string, outstanding: string | null) => string;
    askLimit: (page: number, terms: string) => string;
    askLimitUnknown: string;
    expensesPlaceholder: string;
    body: (incurred: string, paid: string | null, reimburse: string | null, askLimit: string) => string;
  };
  depreciationExplanation: { subject: string; body: (settlement: string) => string };
  contentsWaiver: { subject: string; body: string };
}
