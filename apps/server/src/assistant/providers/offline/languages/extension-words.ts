import type { OpenItemKind } from '@benji/shared';
import type { ExtensionTopic } from '../jobs/more-time';
import { FRENCH_EXTENSION } from './french-extension';
import type { LetterLanguage } from './letter-words';
import { SPANISH_EXTENSION } from './spanish-extension';

/** The policy's own time limit in a letter: its page and period, its last day when it runs from the loss, and the holdback it recovers (all written the language's way). */
export interface WindowSentence {
  page: number;
  period: string;
  fromLoss: boolean;
  toRepair: boolean;
  lastDay: string | null;
  held: string | null;
}

/** The request for more time (jobs/more-time.ts) in one language. */
export interface ExtensionWords {
  /** Above the letter: for a deadline (its title, due date and law), for what is named, or bare. */
  introDeadline: (title: string, due: string, citation: string) => string;
  introNamed: (what: string) => string;
  introBare: string;
  subject: string;
  /** "the time to <deadline's title>", from the title as the rule's words give it. */
  timeTo: (title: string) => string;
  topics: Record<ExtensionTopic, string>;
  /** The items the user owes, by kind; a document is named by its own words, quoted. */
  owed: Partial<Record<OpenItemKind, string>>;
  requestedDocument: (quotedName: string) => string;
  window: (sentence: WindowSentence) => string;
  /** The letter's text; [What You Need More Time For], [Reason You Need More Time], [Number of Days] and [New Date] stay slots when unknown. */
  body: (parts: {
    what: string;
    due: string | null;
    window: string | null;
    reasons: string | null;
    days: number | null;
    newDate: string | null;
  }) => string;
  note: string;
}

const WORDS: Record<LetterLanguage, ExtensionWords> = { fr: FRENCH_EXTENSION, es: SPANISH_EXTENSION };

export const extensionWords = (language: LetterLanguage): ExtensionWords => WORDS[language];
