export { deadlineWords, ruleWords, type DeadlineLocale, type DeadlineWords, type RuleWords } from './rule-words';
export { deadlineHeading, deadlineText, type DeadlineSentences, type DeadlineText, type ShownCaveat } from './deadline-text';
export { overdueLetterIn } from './overdue-letter';
export { describePeriodIn } from './period-in';
export { advisoryText } from './advisory-text';
