export * from './useful-life';
export * from './condition';
export * from './valuation';
export { wholeMonthsBetween } from './item-age';
export * from './totals';
export * from './limits';
export { InventoryMessage } from './messages';
export * from './contracts';
export * from './attachment-contracts';
