export { LEDGER_LETTER_KINDS, ZLedgerLetter, ZLedgerLetterKind, type TLedgerLetter, type TLedgerLetterKind } from './kinds';
export { composeLedgerLetter, type LedgerLetterInput } from './compose';
