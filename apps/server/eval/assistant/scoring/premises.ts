import { findTemplate, LETTER_TEMPLATES_BY_LANGUAGE, TEMPLATE_LANGUAGES, type TemplateId } from '@benji/shared';
import type { Premise, Scenario } from '../types';
import { contains } from './items';

/** The template-store letters that only make sense when something has happened, and what that is. */
const LETTERS_WITH_A_PREMISE: readonly [TemplateId, Premise][] = [
  ['dispute-final-denial', 'denial'],
  ['request-for-reconsideration', 'denial'],
  ['request-explanation-of-denial-code', 'denial'],
  ['request-for-claim-closure-letter', 'closed'],
  ['confirmation-of-payout', 'payment'],
  ['initial-offer-rejection', 'offer'],
  ['counter-offer-submission', 'offer'],
];

interface LetterSignature {
  name: string;
  needs: Premise;
  /** The letter's title, and its subject line up to the first placeholder, in every language letters are written in. */
  marks: string[];
}

const subjectStem = (subject: string) => subject.split('[')[0]!.trim();

const SIGNATURES: LetterSignature[] = [
  ...LETTERS_WITH_A_PREMISE.map(([id, needs]) => {
    const translations = TEMPLATE_LANGUAGES.map((language) =>
      LETTER_TEMPLATES_BY_LANGUAGE[language].find((template) => template.id === id)!,
    );
    // A one-word title ("Contre-proposition") is also a word of any answer about negotiating: only its subject marks the letter.
    const marks = translations
      .flatMap((template) => [template.title, subjectStem(template.fullContent.subject)])
      .filter((mark) => mark.includes(' '));
    return { name: findTemplate(id)!.title, needs, marks };
  }),
  // A reply to an adjuster's e-mail needs an e-mail to reply to.
  { name: 'E-mail reply', needs: 'email', marks: ['Thank you for your message', '[Your answer to each point'] },
];

/** What the scenario's records establish: a denial or offer in the diary, a payment, a claim that is over. */
export function scenarioPremises(scenario: Scenario): Set<Premise> {
  const kinds = new Set(scenario.diary.map((event) => event.kind));
  const premises = new Set<Premise>();
  if (kinds.has('denial_received')) premises.add('denial');
  if (kinds.has('offer_received')) premises.add('offer');
  if (kinds.has('payment_received')) premises.add('payment');
  // A closure letter asks for a record of a settled claim: a paid or rejected claim, or one with a payment or accepted offer.
  if (
    scenario.claim.status === 'Paid' ||
    scenario.claim.status === 'Rejected' ||
    kinds.has('payment_received') ||
    kinds.has('offer_accepted')
  )
    premises.add('closed');
  return premises;
}

/** The letters in a reply whose premise does not hold. */
export function falsePremiseLetters(reply: string, premises: ReadonlySet<Premise>): string[] {
  return SIGNATURES.filter((letter) => !premises.has(letter.needs) && letter.marks.some((mark) => contains(reply, mark))).map(
    (letter) => letter.name,
  );
}
