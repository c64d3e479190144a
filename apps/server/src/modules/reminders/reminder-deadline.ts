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
 * (deadlineText). English, and a rule the tables do not hold (the user's own policy clause), read
 * as the server wrote them; so does a note the tables lack.
 */
export function reminderDeadline(deadline: Deadline, language: TAccountLanguage, words: ReminderCatalogue): ReminderDeadline {
  const locale = localeOf(language);
  const sentences = words.deadlineSentences;
  const asSent = { title: deadline.title, citation: deadline.citation, basis: deadline.basis, caveats: deadline.caveats };
  if (!locale || !sentences) return asSent;
  const shown = deadlineText(deadline, deadlineWords(locale), {
    provisional: sentences.provisional,
    counted: (counted, trigger) => sentences.counted(describePeriodIn(counted, locale), trigger, letterDate(counted.triggeredOn, locale)),
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
