export * from './paths';
export * from './messages';
export * from './contracts';
export * from './assistant-jobs';
export * from './upload-contracts';
export * from './stream-events';
export * from './session-title';
export { ChatStreamReader, SseParser } from './sse-parser';
