import { FRENCH_ESCALATE } from './french-escalate';
import type { LetterLanguage } from './letter-words';
import { SPANISH_ESCALATE } from './spanish-escalate';

/** The sentences of the request for a supervisor's review (jobs/escalate.ts), and the regulator after it, in one language. */
export interface EscalateWords {
  /** Above the letter: what it is, and the regulator to turn to next when the claim's place names one (its details follow the letter). */
  intro: (title: string, fromDiary: boolean, regulator: string | null) => string;
  /** A missed time limit of the insurer's, by the rule's duty and source as duty-words writes them. */
  overdue: (duty: string, date: string, source: string) => string;
  /** The user's message (its summary already quoted) that has had no answer. */
  unanswered: (date: string, summary: string) => string;
  /** Heads the regulator's line. */
  ifSupervisorFails: string;
  complaints: string;
  phone: string;
  /** Heads the dispute service, in Canada outside Québec. */
  thenDisputeService: string;
  whatToSend: string;
  /** When the claim's state or province is unknown. */
  noRoute: string;
  /** shared COMPLAINT_CHECKLIST, item by item. */
  checklist: readonly string[];
  /** A regulator's note and what to look for on its site, in one text by the regulator's name; one missing here is not yet written in the language. */
  regulatorNotes: Readonly<Record<string, string>>;
  /** A dispute service's scope and timing, by its name. */
  disputeServices: Readonly<Record<string, string>>;
}

const WORDS: Record<LetterLanguage, EscalateWords> = { fr: FRENCH_ESCALATE, es: SPANISH_ESCALATE };

export const escalateWords = (language: LetterLanguage): EscalateWords => WORDS[language];
