export * from './event-kinds';
export * from './contracts';
export { chronological, normaliseItem, isWritten, type DiaryEntry } from './timeline';
export * from './open-items';
export * from './repeat-requests';
export { DiaryMessage } from './messages';
export * from './deadline-contracts';
export { claimCategoryOf } from './claim-category';
export { formatLongDate, formatPlainDate, localToday } from './local-date';
