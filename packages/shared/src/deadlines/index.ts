export { addCalendarDays, addMonths, daysBetween, isPlainDate, weekday, type Weekday } from './plain-date';
export * from './holidays';
export * from './business-days';
export { HOLIDAY_CALENDARS, HOLIDAY_CALENDAR_INFO, calendarFor, isHoliday, type HolidayCalendarInfo } from './holiday-calendars';
export type { Holiday } from './state-holidays';
export * from './types';
export { describePeriod } from './period';
export { CHECKED_ON } from './sources';
export { DEADLINE_RULES, ruleById } from './rules';
export { jurisdictionsFor, rulesFor } from './jurisdiction';
export { computeDeadlines, type ComputeDeadlinesInput } from './compute';
export { coverageNotice, type CoverageNotice, type CoverageTerm } from './coverage-notice';
export { POLICY_SUIT_CLAUSE_ID, lawSetsSuitDeadline, policySuitDeadline, type PolicySuitClause } from './policy-suit-clause';
export {
  POLICY_HOLDBACK_CLAUSE_ID,
  lawSetsHoldbackDeadline,
  policyHoldbackDeadline,
  type PolicyHoldbackClause,
} from './policy-holdback-clause';
export * from './disclaimer';
export * from './advisories';
export * from './letter';
export * from './i18n';
