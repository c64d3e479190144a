export * from './contracts';
export { ReminderMessage } from './messages';
