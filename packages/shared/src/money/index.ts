export * from './amounts';
export * from './diary-amounts';
