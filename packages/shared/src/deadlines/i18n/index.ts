export { deadlineWords, describePeriodIn, ruleWords, type DeadlineLocale, type DeadlineWords, type RuleWords } from './rule-words';
