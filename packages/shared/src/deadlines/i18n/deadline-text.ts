import type { TDeadline } from '../../diary/deadline-contracts';
import { basisText, type BasisParts } from '../basis';
import { BUSINESS_DAYS_NOTE, provisionalNote, rollForwardNote } from '../disclaimer';
import { HOLIDAY_CALENDARS } from '../holiday-calendars';
import { periodOf } from '../period';
import { ruleById } from '../rules';
import type { DeadlinePause, DeadlineRule, Period } from '../types';
import { policyClauseHeading, policyClauseText } from './policy-clause-text';
import type { DeadlineWords, RuleWords } from './rule-words-type';

/** A caveat as shown: `lang` is 'en' when it is still the server's English (a note the tables do not hold). */
export interface ShownCaveat {
  text: string;
  lang?: 'en';
}

/** A deadline's own words as the card, the dashboard and the reminder e-mails show them. */
export interface DeadlineText {
  title: string;
  citation: string;
  effectiveNote: string | null;
  caveats: ShownCaveat[];
  /** How the date was counted ("15 business days after … on 2026-03-02"), without the citation shown above it. */
  counted: ShownCaveat;
  /** False when the words are the server's English: in English, or for a deadline the tables do not hold. */
  translated: boolean;
}

/** What a row of deadlines names: the rule's title and citation, in the language of `words`, else as sent. */
export function deadlineHeading(deadline: TDeadline, words: DeadlineWords | null): { title: string; citation: string } {
  const ruleWords = words?.rules[deadline.ruleId];
  if (ruleWords) return { title: ruleWords.title, citation: ruleWords.citation };
  return (words && policyClauseHeading(deadline, words)) ?? { title: deadline.title, citation: deadline.citation };
}

/** The sentences the reader's catalogue writes around the table's words. */
export interface DeadlineSentences {
  /** "Provisional: …", from the rule's reason in the language (or none). */
  provisional: (reason: string | null) => string;
  /** "60 jours civils après <trigger>, le <date>": a period, what started it in the language, the day it started. */
  counted: (period: Period, phrase: string, on: string) => string;
  /** An insurer's notice replaced the period: the count it started, then the rule's own count. */
  extended: (counted: string, original: string) => string;
  /** "plus 12 jours de suspension (du … au …)": the days the clock stood still, added to the count. */
  paused: (pause: DeadlinePause) => string;
  /** "le 21 mars n’est pas un jour ouvrable, la date est donc reportée au 23 mars (law)". */
  rolled: (from: string, to: string, law: string) => string;
}

/** The basis reads 'citation: period after event on date'; the citation is already shown above it. */
function withoutCitation(deadline: TDeadline): string {
  const prefix = `${deadline.citation}: `;
  return deadline.basis.startsWith(prefix) ? deadline.basis.slice(prefix.length) : deadline.basis;
}

/** The facts the server's basis was written from, as the deadline and its rule carry them. */
function basisParts(deadline: TDeadline, rule: DeadlineRule): BasisParts {
  const { extendedOn, rolledFrom } = deadline;
  return {
    citation: deadline.citation,
    period: rule,
    triggerPhrase: rule.triggerPhrase,
    triggeredOn: deadline.triggeredOn,
    extension: extendedOn && rule.extension ? { period: periodOf(deadline), phrase: rule.extension.phrase, on: extendedOn } : null,
    pause: deadline.pause,
    rolled: rolledFrom && rule.rollForward ? { from: rolledFrom, to: deadline.dueOn, citation: rule.rollForward.citation } : null,
  };
}

/**
 * How the date was counted, in the language: the period from its trigger, the extension that
 * replaced it, the days the clock stood still, the day moved off a holiday. Null unless those
 * facts write exactly the server's English basis (so nothing it says is lost) and the tables hold
 * every phrase needed.
 */
function countedIn(
  deadline: TDeadline,
  rule: DeadlineRule | undefined,
  ruleWords: RuleWords,
  words: DeadlineWords,
  sentences: DeadlineSentences,
) {
  if (!rule) return null;
  const parts = basisParts(deadline, rule);
  if (basisText(parts) !== deadline.basis) return null;
  const original = sentences.counted(parts.period, ruleWords.triggerPhrase, parts.triggeredOn);
  const { extension, pause, rolled } = parts;
  if (extension && !ruleWords.extensionPhrase) return null;
  const counted = extension
    ? sentences.extended(sentences.counted(extension.period, ruleWords.extensionPhrase!, extension.on), original)
    : original;
  const paused = pause ? `, ${sentences.paused(pause)}` : '';
  const moved = rolled ? `; ${sentences.rolled(rolled.from, rolled.to, words.rollForwardLaw(rolled.citation))}` : '';
  return `${counted}${paused}${moved}`;
}

const asSent = (deadline: TDeadline): DeadlineText => ({
  title: deadline.title,
  citation: deadline.citation,
  effectiveNote: deadline.effectiveNote,
  caveats: deadline.caveats.map((text) => ({ text })),
  counted: { text: withoutCitation(deadline) },
  translated: false,
});

/**
 * The deadline's title, citation, notes and caveats in the language of `words`; exactly as the
 * server sent them when `words` is null (English). The server writes the caveats in English from
 * the rule, so each is recognised by its English (the rule's caveat, a business-days note, the
 * roll-forward note, the provisional note) and replaced by the same note in the language; one the
 * tables do not hold stays English, marked as such. A deadline read from the user's own policy is
 * written by policyClauseText.
 */
export function deadlineText(deadline: TDeadline, words: DeadlineWords | null, sentences: DeadlineSentences): DeadlineText {
  if (!words) return asSent(deadline);
  const ruleWords = words.rules[deadline.ruleId];
  if (!ruleWords) return policyClauseText(deadline, words, sentences) ?? asSent(deadline);
  const rule = ruleById(deadline.ruleId);
  const translate = (text: string): ShownCaveat => {
    if (rule?.caveat === text && ruleWords.caveat) return { text: ruleWords.caveat };
    const calendar = HOLIDAY_CALENDARS.find((name) => BUSINESS_DAYS_NOTE[name] === text);
    if (calendar) return { text: words.businessDaysNote[calendar] };
    const roll = rule?.rollForward;
    if (roll && text === rollForwardNote(roll.calendar, roll.citation, roll.saturday)) return { text: words.rollForwardNote(roll) };
    if (deadline.provisional && text === provisionalNote(deadline.provisionalReason))
      return { text: sentences.provisional(ruleWords.provisionalReason ?? null) };
    return { text, lang: 'en' };
  };
  const counted = countedIn(deadline, rule, ruleWords, words, sentences);
  return {
    ...deadlineHeading(deadline, words),
    effectiveNote: deadline.effectiveNote === null ? null : (ruleWords.effectiveNote ?? deadline.effectiveNote),
    caveats: deadline.caveats.map(translate),
    counted: counted === null ? { text: withoutCitation(deadline), lang: 'en' } : { text: counted },
    translated: true,
  };
}
