import type { TAccountLanguage, TClaimType } from '@benji/shared';
import { FRENCH_LETTERS } from '../../assistant/providers/offline/languages/french-letters';
import { SPANISH_LETTERS } from '../../assistant/providers/offline/languages/spanish-letters';
import { frenchMail } from '../../mail/locales/fr-ca';
import { spanishMail } from '../../mail/locales/es-us';

/** Every word a calendar event writes around a deadline, in the account's language. */
export interface CalendarWords {
  feedName: string;
  /** What an event names its claim by: the insurer, else the type of claim. */
  claim(insurer: string, claimType: string): string;
  summary(title: string, claim: string, overdue: boolean): string;
  insurerActs: string;
  youAct: string;
  rule(citation: string): string;
  source(url: string): string;
  counted(basis: string): string;
  provisional(reason: string | null): string;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

// Claim types are stored in English; the assistant's letters already name them in each language.
const typeIn = (names: Record<TClaimType, string>, claimType: string) => lowerFirst(names[claimType as TClaimType] ?? claimType);

// The words every feed had before it had a language: American and Canadian English read them alike.
const english: CalendarWords = {
  feedName: 'Benji claim deadlines',
  claim: (insurer, claimType) => `${insurer || claimType} claim`,
  summary: (title, claim, overdue) => `${overdue ? 'Overdue: ' : ''}${title} — ${claim}`,
  insurerActs: 'Who must act: the insurer.',
  youAct: 'Who must act: you, the policyholder.',
  rule: (citation) => `Rule: ${citation}`,
  source: (url) => `Source: ${url}`,
  counted: (basis) => `Counted: ${basis}`,
  provisional: (reason) => `Provisional: ${reason ?? 'the legal text could not be confirmed.'}`,
};

// The "Provisoire : …" sentence is the reminder e-mail's own, so the two never word one rule differently.
const french: CalendarWords = {
  feedName: 'Échéances de réclamation Benji',
  claim: (insurer, claimType) =>
    insurer ? `réclamation auprès de l’assureur ${insurer}` : `réclamation pour ${typeIn(FRENCH_LETTERS.claimTypes, claimType)}`,
  summary: (title, claim, overdue) => `${overdue ? 'En retard : ' : ''}${title} — ${claim}`,
  insurerActs: 'Qui doit agir : l’assureur.',
  youAct: 'Qui doit agir : vous, l’assuré.',
  rule: (citation) => `Règle : ${citation}`,
  source: (url) => `Source : ${url}`,
  counted: (basis) => `Décompte : ${basis}`,
  provisional: frenchMail.reminder.deadlineSentences!.provisional,
};

const spanish: CalendarWords = {
  feedName: 'Plazos de reclamos de Benji',
  claim: (insurer, claimType) => (insurer ? `reclamo ante ${insurer}` : `reclamo por ${typeIn(SPANISH_LETTERS.claimTypes, claimType)}`),
  summary: (title, claim, overdue) => `${overdue ? 'Vencido: ' : ''}${title} — ${claim}`,
  insurerActs: 'Quién debe actuar: la aseguradora.',
  youAct: 'Quién debe actuar: usted, el asegurado.',
  rule: (citation) => `Norma: ${citation}`,
  source: (url) => `Fuente: ${url}`,
  counted: (basis) => `Cómo se contó: ${basis}`,
  provisional: spanishMail.reminder.deadlineSentences!.provisional,
};

const WORDS: Record<TAccountLanguage, CalendarWords> = { 'en-US': english, 'en-CA': english, 'fr-CA': french, 'es-US': spanish };

export const calendarWords = (language: TAccountLanguage): CalendarWords => WORDS[language];
