export {
  LEDGER_LETTER_KINDS,
  ZLedgerLetter,
  ZLedgerLetterKind,
  ZLedgerLetterQuery,
  type TLedgerLetter,
  type TLedgerLetterKind,
  type TLedgerLetterQuery,
} from './kinds';
export { composeLedgerLetter, type LedgerLetterInput } from './compose';
