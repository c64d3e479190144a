import { blanksNamedIn, fillPlaceholders, isClaimType, type Placeholder } from '@benji/shared';
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

/** The blanks the user must fill and what the letter says is enclosed, under the language's heading; null when there is nothing. */
export function fillBeforeSendingIn(
  language: LetterLanguage,
  blanks: readonly string[],
  enclosures: readonly string[] = [],
): string | null {
  const { fillBeforeSending, colon, attach, andThen, listed } = letterWords(language);
  const parts = [
    ...(blanks.length > 0 ? [blanks.map((name) => `[${name}]`).join(', ')] : []),
    ...(enclosures.length > 0 ? [attach(listed(enclosures), enclosures.length > 1)] : []),
  ];
  return parts.length > 0 ? `**${fillBeforeSending}${colon}** ${parts.join(andThen)}.` : null;
}

/** A letter written in the language: what it is, then subject and body filled from the facts, then what is left to do. */
export interface LocalizedDraft {
  intro: string;
  subject: string;
  body: string;
  /** Values beyond the claim's own, already written the language's way. */
  values?: Values;
  /** What the letter says is enclosed, named in the language ("votre estimation de 21 480 $"). */
  enclosures?: string[];
  /** Short notes after the letter, in the language. */
  notes?: (string | null)[];
}

/**
 * The localized counterpart of renderDraft: what no fact fills stays in [brackets], under the
 * language's name for it ("[Numéro de réclamation]"), and is listed under the language's heading.
 */
export function renderLocalizedDraft(facts: Facts, language: LetterLanguage, draft: LocalizedDraft): string {
  const words = letterWords(language);
  const known = { ...valuesIn(facts, language), ...draft.values };
  const named = (text: string) => blanksNamedIn(text, words.templates);
  const subject = fillPlaceholders(named(draft.subject), known);
  const body = fillPlaceholders(named(draft.body), known);
  const unfilled = [...new Set([...subject.unfilled, ...body.unfilled])];
  return paragraphs(
    named(draft.intro),
    `${words.subject}${words.colon} ${subject.text}`,
    body.text,
    fillBeforeSendingIn(language, unfilled, draft.enclosures) ?? words.everythingFilled,
    ...(draft.notes ?? []).map((note) => note && named(note)),
    words.sendIt,
    words.notLegalAdvice,
  );
}
