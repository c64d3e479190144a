import { isClaimType, letterDate, ruleById, ruleWords, type Deadline, type DeadlineLocale } from '@benji/shared';
import type { ClaimContext } from '../../../../engine';
import { claimStatusWords } from '../../languages/claim-status-words';
import { letterWords, type LetterLanguage } from '../../languages/letter-words';
import { moneyFor } from '../../languages/money';

/**
 * How a French or Spanish answer writes the claim's facts: dates and sums by Intl in fr-CA / es-US,
 * the diary's own words quoted as written, a deadline by its rule's translated title and citation.
 * A deadline whose rule has no translation (one made from the user's own policy) has no title here:
 * the answer that would name it is not written in the language.
 */
export interface Writer {
  language: LetterLanguage;
  locale: DeadlineLocale;
  date: (isoDate: string) => string;
  money: (dollars: number) => string;
  quoted: (text: string) => string;
  listed: (items: readonly string[]) => string;
  title: (deadline: Deadline) => string | null;
  /** The title as it reads inside a sentence ("pour payer ou refuser la réclamation"). */
  titleInSentence: (deadline: Deadline) => string | null;
  citation: (deadline: Deadline) => string | null;
  /** The claim's kind as the web names it in the language; null for a kind it has no name for. */
  claimType: (claim: ClaimContext) => string | null;
  /** Where the loss was: city, state or province, and the country's name in the language. */
  place: (claim: ClaimContext) => string;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLocaleLowerCase()}${text.slice(1)}`;

export function writerFor(language: LetterLanguage): Writer {
  const letters = letterWords(language);
  const locale = letters.templates;
  const wordsOf = (deadline: Deadline) => (ruleById(deadline.ruleId) ? ruleWords({ id: deadline.ruleId }, locale) : null);
  return {
    language,
    locale,
    date: (isoDate) => letterDate(isoDate, locale),
    money: (dollars) => moneyFor(language, dollars),
    quoted: letters.quoted,
    listed: letters.listed,
    title: (deadline) => wordsOf(deadline)?.title ?? null,
    titleInSentence: (deadline) => {
      const title = wordsOf(deadline)?.title;
      return title ? lowerFirst(title) : null;
    },
    citation: (deadline) => wordsOf(deadline)?.citation ?? null,
    claimType: (claim) => (isClaimType(claim.typeOfClaim) ? letters.claimTypes[claim.typeOfClaim] : null),
    place: (claim) =>
      [claim.city, claim.region, claimStatusWords(language).countries[claim.country] ?? claim.country].filter(Boolean).join(', '),
  };
}

/** Every part written, or null when one is not yet written in the language. */
export const allWritten = <T>(parts: readonly (T | null)[]): T[] | null =>
  parts.every((part): part is T => part !== null) ? (parts as T[]) : null;
