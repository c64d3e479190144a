export { deadlineAnswer, type DeadlineQuestion } from './deadline-answer';
