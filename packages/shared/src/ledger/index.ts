export * from './entry-kinds';
export * from './limits';
export { LedgerMessage } from './messages';
export * from './contracts';
export { ledgerTotals } from './totals';
export * from './from-diary';
export * from './payments-as-events';
export * from './policy-terms';
export * from './letters';
