import type { TClaimType, TemplateCategory, TemplateLanguage } from '@benji/shared';
import type { PremiseGap } from '../letters/premises';
import { FRENCH_LETTERS } from './french-letters';
import { SPANISH_LETTERS } from './spanish-letters';

/** A language other than English that letters are written in. */
export type LetterLanguage = 'fr' | 'es';

/**
 * The words around a letter in one language: what the reply says before and after it. Each entry
 * is a whole sentence (or a function returning one): a language never borrows another's grammar.
 */
export interface LetterWords {
  /** The template store's language whose letters these words go with. */
  templates: Exclude<TemplateLanguage, 'en'>;
  /** A colon as the language sets it: French puts a space before it. */
  colon: ' :' | ':';
  /** The line a letter's salutation is on ("Bonjour …,"): the facts of a request go after the paragraph below it. */
  salutation: RegExp;
  /** The user's own record (a diary summary) quoted as written: it may be in another language than the letter. */
  quoted: (text: string) => string;
  /** "a, b et c": a list in a sentence. */
  listed: (items: readonly string[]) => string;
  /** What a subject line starts with. */
  subject: string;
  /** The lead of the list of blanks the user must fill: a fixed phrase, the same every time. */
  fillBeforeSending: string;
  /** What the letter says is enclosed, to attach before sending ("joignez …"), one thing or several. */
  attach: (items: string, many: boolean) => string;
  /** Joins the blanks to fill and the things to attach, as one list. */
  andThen: string;
  /** Said when nothing is left to fill. */
  everythingFilled: string;
  /** How to send a letter, closing the reply. */
  sendIt: string;
  notLegalAdvice: string;
  /** Why a letter is not drafted: its premise is false. */
  premiseGaps: Record<PremiseGap, string>;
  /** The refusal's first sentence, then what the user can do. */
  premiseRefusal: (why: string) => string;
  premiseNextStep: string;
  /** Above a letter the user named or described. */
  introNamed: (title: string, category: string) => string;
  /** Above the letter chosen for the claim's stage, when the user named none. */
  introDefault: (title: string) => string;
  categories: Record<TemplateCategory, string>;
  claimTypes: Record<TClaimType, string>;
  /** Words that say nothing about which letter is wanted ("lettre", "écrire"), left out when titles are searched. */
  requestWords: ReadonlySet<string>;
}

const WORDS: Record<LetterLanguage, LetterWords> = { fr: FRENCH_LETTERS, es: SPANISH_LETTERS };

export const letterWords = (language: LetterLanguage): LetterWords => WORDS[language];
