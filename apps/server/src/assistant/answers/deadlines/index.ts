export { deadlineAnswer } from './deadline-answer';
