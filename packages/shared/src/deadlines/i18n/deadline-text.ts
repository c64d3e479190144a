import type { TDeadline } from '../../diary/deadline-contracts';
import { BUSINESS_DAYS_NOTE, provisionalNote } from '../disclaimer';
import { HOLIDAY_CALENDARS } from '../holiday-calendars';
import { describePeriod } from '../period';
import { ruleById } from '../rules';
import type { DeadlineWords } from './rule-words-type';

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
  /** False when the words are the server's English: in English, or for a rule the tables do not hold (the user's own policy clause). */
  translated: boolean;
}

/** What a row of deadlines names: the rule's title and citation, in the language of `words`, else as sent. */
export function deadlineHeading(deadline: TDeadline, words: DeadlineWords | null): { title: string; citation: string } {
  const ruleWords = words?.rules[deadline.ruleId];
  return ruleWords ? { title: ruleWords.title, citation: ruleWords.citation } : { title: deadline.title, citation: deadline.citation };
}

/** The sentences the reader's catalogue writes around the table's words. */
export interface DeadlineSentences {
  /** "Provisional: …", from the rule's reason in the language (or none). */
  provisional: (reason: string | null) => string;
  /** "60 jours civils après <trigger>, le <date>": the period, the trigger phrase in the language, the day it started. */
  counted: (deadline: TDeadline, triggerPhrase: string) => string;
}

/** The basis reads 'citation: period after event on date'; the citation is already shown above it. */
function withoutCitation(deadline: TDeadline): string {
  const prefix = `${deadline.citation}: `;
  return deadline.basis.startsWith(prefix) ? deadline.basis.slice(prefix.length) : deadline.basis;
}

/**
 * The plain basis, "citation: period after trigger on date", is rewritten in the language. One
 * with more in it (an extension, a pause, a day moved off a holiday) stays the server's English.
 */
function isPlainBasis(deadline: TDeadline, englishTrigger: string | undefined): boolean {
  return deadline.basis === `${deadline.citation}: ${describePeriod(deadline)} after ${englishTrigger} on ${deadline.triggeredOn}`;
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
 * provisional note) and replaced by the same note in the language; one the tables do not hold
 * (the roll-forward note) stays English, marked as such.
 */
export function deadlineText(deadline: TDeadline, words: DeadlineWords | null, sentences: DeadlineSentences): DeadlineText {
  const ruleWords = words?.rules[deadline.ruleId];
  if (!words || !ruleWords) return asSent(deadline);
  const rule = ruleById(deadline.ruleId);
  const translate = (text: string): ShownCaveat => {
    if (rule?.caveat === text && ruleWords.caveat) return { text: ruleWords.caveat };
    const calendar = HOLIDAY_CALENDARS.find((name) => BUSINESS_DAYS_NOTE[name] === text);
    if (calendar) return { text: words.businessDaysNote[calendar] };
    if (deadline.provisional && text === provisionalNote(deadline.provisionalReason))
      return { text: sentences.provisional(ruleWords.provisionalReason ?? null) };
    return { text, lang: 'en' };
  };
  return {
    ...deadlineHeading(deadline, words),
    effectiveNote: deadline.effectiveNote === null ? null : (ruleWords.effectiveNote ?? deadline.effectiveNote),
    caveats: deadline.caveats.map(translate),
    counted: isPlainBasis(deadline, rule?.triggerPhrase)
      ? { text: sentences.counted(deadline, ruleWords.triggerPhrase) }
      : { text: withoutCitation(deadline), lang: 'en' },
    translated: true,
  };
}
