import { fillPlaceholders, isClaimType, type Placeholder } from '@benji/shared';
import { placeholderValues, type Facts } from '../../../facts/claim-facts';
import { paragraphs } from '../format';
import { letterWords, type LetterLanguage } from '../languages/letter-words';

type Values = Partial<Record<Placeholder, string>>;

/**
 * The claim's placeholder values as a letter in the language writes them: its dates and sums, and
 * the claim's type under its name in that language. The user's own words (the description, a
 * diary summary) stay as they wrote them.
 */
export function valuesIn(facts: Facts, language: LetterLanguage): Values {
  const words = letterWords(language);
  const values = placeholderValues(facts, words.templates);
  const type = facts.claim?.typeOfClaim;
  return type && isClaimType(type) ? { ...values, 'Type of Loss': words.claimTypes[type] } : values;
}

/** The blanks the user must fill, under the language's heading; null when there are none. */
export function fillBeforeSendingIn(language: LetterLanguage, blanks: readonly string[]): string | null {
  if (blanks.length === 0) return null;
  const { fillBeforeSending, colon } = letterWords(language);
  return `**${fillBeforeSending}${colon}** ${blanks.map((name) => `[${name}]`).join(', ')}.`;
}

/** A letter written in the language: what it is, then subject and body filled from the facts, then what is left to do. */
export interface LocalizedDraft {
  intro: string;
  subject: string;
  body: string;
  /** Values beyond the claim's own, already written the language's way. */
  values?: Values;
  /** Short notes after the letter, in the language. */
  notes?: (string | null)[];
}

/**
 * The localized counterpart of renderDraft: what no fact fills stays in [brackets] (the template
 * store's names, the same in every language) and is listed under the language's heading.
 */
export function renderLocalizedDraft(facts: Facts, language: LetterLanguage, draft: LocalizedDraft): string {
  const words = letterWords(language);
  const known = { ...valuesIn(facts, language), ...draft.values };
  const subject = fillPlaceholders(draft.subject, known);
  const body = fillPlaceholders(draft.body, known);
  const unfilled = [...new Set([...subject.unfilled, ...body.unfilled])];
  return paragraphs(
    draft.intro,
    `${words.subject}${words.colon} ${subject.text}`,
    body.text,
    fillBeforeSendingIn(language, unfilled) ?? words.everythingFilled,
    ...(draft.notes ?? []),
    words.sendIt,
    words.notLegalAdvice,
  );
}
