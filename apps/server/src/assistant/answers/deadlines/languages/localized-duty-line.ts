import { daysBetween, describePeriodIn, WRITTEN_CHANNELS, type DeadlineRule, type RuleWords } from '@benji/shared';
import { isStarted, type Duty, type StartedDuty } from '../duties';
import type { DeadlineAnswerWords, DueState } from './deadline-answer-words';

// The same line as duty-line.ts, written in another language from the rule's translated words.

const isWindow = (rule: DeadlineRule) => rule.satisfiedBy.length === 0;

function leadIn(rule: DeadlineRule, ruleWords: RuleWords, words: DeadlineAnswerWords): string {
  return isWindow(rule) ? words.windowLeadIn(ruleWords.duty) : words.leadIn(rule.who, ruleWords.duty);
}

function citation(rule: DeadlineRule, ruleWords: RuleWords, words: DeadlineAnswerWords): string {
  if (!rule.provisional || !ruleWords.provisionalReason) return ruleWords.citation;
  return words.provisional(ruleWords.citation, ruleWords.provisionalReason.replace(/\.$/, ''));
}

function dueState(deadline: StartedDuty['deadline'], today: string): DueState {
  if (deadline.status === 'met')
    return { kind: 'met', metOn: deadline.metOn, daysLate: deadline.metOn ? Math.max(0, daysBetween(deadline.dueOn, deadline.metOn)) : 0 };
  if (deadline.status === 'overdue') return { kind: 'overdue', daysPast: daysBetween(deadline.dueOn, today) };
  return { kind: 'open', daysLeft: daysBetween(today, deadline.dueOn) };
}

function countedFrom({ rule, deadline }: StartedDuty, ruleWords: RuleWords, words: DeadlineAnswerWords): string {
  const original = words.within(describePeriodIn(rule, words.locale), ruleWords.triggerPhrase, deadline.triggeredOn);
  if (!deadline.extendedOn || !rule.extension || !ruleWords.extensionPhrase) return original;
  return words.extended(words.within(describePeriodIn(deadline, words.locale), ruleWords.extensionPhrase, deadline.extendedOn), original);
}

/** The diary entries that would start the rule's clock, by the diary's labels in the language; null from the date of loss. */
function startEvents(rule: DeadlineRule, words: DeadlineAnswerWords): string | null {
  if (rule.trigger === 'loss_date') return null;
  const labels = [...new Set(rule.trigger.map((match) => words.eventLabels[match.kind]))];
  const written = rule.trigger.every((match) => match.written === true);
  return words.startEvents(labels, written ? WRITTEN_CHANNELS.map((channel) => words.channelLabels[channel]) : null);
}

const withCaveat = (text: string, ruleWords: RuleWords, detailed: boolean) =>
  detailed && ruleWords.caveat ? `${text} ${ruleWords.caveat}` : text;

/** One duty's line: who, what, the period and its start, the due date and its state, the citation. */
export function localizedDutyLine(duty: Duty, ruleWords: RuleWords, words: DeadlineAnswerWords, today: string, detailed: boolean): string {
  const { rule } = duty;
  const lead = leadIn(rule, ruleWords, words);
  if (isStarted(duty)) {
    const due = words.due(isWindow(rule), duty.deadline.dueOn, dueState(duty.deadline, today));
    return withCaveat(`${lead} ${countedFrom(duty, ruleWords, words)}. ${due} ${citation(rule, ruleWords, words)}.`, ruleWords, detailed);
  }
  const events = startEvents(rule, words);
  const period = words.within(describePeriodIn(rule, words.locale), ruleWords.triggerPhrase, null);
  const text = `${lead} ${period}. ${citation(rule, ruleWords, words)}.${events ? ` ${words.startHint(events)}` : ''}`;
  return withCaveat(text, ruleWords, detailed);
}
