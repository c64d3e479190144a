export * from './paths';
export * from './contracts';
export { CalendarMessage } from './messages';
