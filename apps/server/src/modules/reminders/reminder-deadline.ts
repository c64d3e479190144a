import {
  deadlineText,
  deadlineWords,
  describePeriodIn,
  letterDate,
  overdueLetterIn,
  ruleWords,
  type Deadline,
  type DeadlineLocale,
  type Letter,
  type LetterClaim,
  type TAccountLanguage,
} from '@benji/shared';
import type { ReminderCatalogue } from '../../mail/locales/mail-catalogue';

/** A deadline as a reminder names it: the rule's title, citation, basis and notes in the mail's language. */
export interface ReminderDeadline {
  title: string;
  citation: string;
  basis: string;
  caveats: string[];
}

const localeOf = (language: TAccountLanguage): DeadlineLocale | null => (language === 'fr-CA' || language === 'es-US' ? language : null);

/**
 * The deadline in the mail's language, from the rules' tables, as the claim page shows it
 * (deadlineText), a deadline read from the user's own policy included. English, and a deadline
 * the tables do not hold, read as the server wrote them; so does a note the tables lack.
 */
export function reminderDeadline(deadline: Deadline, language: TAccountLanguage, words: ReminderCatalogue): ReminderDeadline {
  const locale = localeOf(language);
  const sentences = words.deadlineSentences;
  const asSent = { title: deadline.title, citation: deadline.citation, basis: deadline.basis, caveats: deadline.caveats };
  if (!locale || !sentences) return asSent;
  const date = (day: string) => letterDate(day, locale);
  const shown = deadlineText(deadline, deadlineWords(locale), {
    provisional: sentences.provisional,
    counted: (period, trigger, on) => sentences.counted(describePeriodIn(period, locale), trigger, date(on)),
    extended: sentences.extended,
    paused: ({ days, from, until }) => sentences.paused(days, date(from), until && date(until)),
    rolled: (from, to, law) => sentences.rolled(date(from), date(to), law),
  });
  if (!shown.translated) return asSent;
  return {
    title: shown.title,
    citation: shown.citation,
    basis: sentences.basis(shown.citation, shown.counted.text),
    caveats: shown.caveats.map((caveat) => caveat.text),
  };
}

/** The letter for an insurer's overdue deadline in the mail's language (English for a rule the tables do not hold). */
export function reminderLetter(deadline: Deadline, claim: LetterClaim, language: TAccountLanguage): Letter {
  const locale = localeOf(language);
  return overdueLetterIn(deadline, claim, locale, locale && ruleWords({ id: deadline.ruleId }, locale));
}
