export * from './event-kinds';
export * from './contracts';
export { chronological, normaliseItem, isWritten, type DiaryEntry } from './timeline';
export * from './open-items';
export * from './repeat-requests';
