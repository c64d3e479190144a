/** Entries one claim's ledger may hold: a long claim has a few dozen; the list and its totals load in one answer. */
export const LEDGER_ENTRIES_MAX = 1_000;
/** $10,000,000: above any one payment on a home claim, and with the entry cap every total stays an exact integer. */
export const LEDGER_AMOUNT_MAX_CENTS = 1_000_000_000;
export const LEDGER_PAYEE_MAX_LENGTH = 150;
export const LEDGER_NOTE_MAX_LENGTH = 500;
