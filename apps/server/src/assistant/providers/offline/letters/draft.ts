import { fillPlaceholders, type Placeholder } from '@benji/shared';
import { placeholderValues, type Facts } from '../../../facts/claim-facts';
import { NOT_LEGAL_ADVICE, paragraphs } from '../format';

/** The lead of the list of facts the user must add before sending: a fixed phrase, the same every time. */
export const FILL_BEFORE_SENDING = 'Fill before sending';

/** Each distinct [blank] of a text, in order, without its brackets. */
export function blanksIn(text: string): string[] {
  return [...new Set([...text.matchAll(/\[([^\]\n]{2,80})\]/g)].map((match) => match[1]!))];
}

/**
 * What the user must still do before the letter can go: fill each blank and attach each thing
 * the letter says is enclosed. Null when there is nothing, so the caller can say it is complete.
 */
export function fillBeforeSending(blanks: readonly string[], enclosures: readonly string[] = []): string | null {
  const parts = [
    ...(blanks.length > 0 ? [blanks.map((name) => `[${name}]`).join(', ')] : []),
    ...(enclosures.length > 0
      ? [`attach ${joinedWithAnd(enclosures)} (the letter says ${enclosures.length > 1 ? 'they are' : 'it is'} enclosed)`]
      : []),
  ];
  return parts.length > 0 ? `**${FILL_BEFORE_SENDING}:** ${parts.join('; and ')}.` : null;
}

const joinedWithAnd = (items: readonly string[]) =>
  items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;

export interface Draft {
  /** Bold line above the letter: what it is and what it is built on. */
  intro: string;
  subject: string;
  /** The whole letter in the template store's frame, with [Placeholders] for what a fact fills. */
  body: string;
  /** Values beyond the claim's own (an amount from the question, a computed gap). */
  values?: Partial<Record<Placeholder, string>>;
  /** What the letter says is enclosed, as the user would name it ("your estimate of $21,480"). */
  enclosures?: string[];
  /** Short notes after the letter: how to send it, what to attach. */
  notes?: (string | null)[];
}

/**
 * Adds paragraphs after the letter's opening paragraph (the one after "Dear …,", or the
 * language's own salutation), where the facts of the request belong.
 */
export function afterOpening(body: string, extra: readonly string[], salutationLine = /^Dear .*,$/m): string {
  if (extra.length === 0) return body;
  const salutation = body.search(salutationLine);
  const openingStart = salutation === -1 ? -1 : body.indexOf('\n\n', salutation);
  const openingEnd = openingStart === -1 ? -1 : body.indexOf('\n\n', openingStart + 2);
  if (openingEnd === -1) return `${body}\n\n${extra.join('\n\n')}`;
  return `${body.slice(0, openingEnd)}\n\n${extra.join('\n\n')}${body.slice(openingEnd)}`;
}

/**
 * A letter filled from the facts model. What no fact fills stays in [brackets] and is listed
 * under "Fill before sending", so the user sees at once what only they can add.
 */
export function renderDraft(facts: Facts, draft: Draft): string {
  const known = { ...placeholderValues(facts), ...draft.values };
  const subject = fillPlaceholders(draft.subject, known);
  const body = fillPlaceholders(draft.body, known);
  const unfilled = [...new Set([...subject.unfilled, ...body.unfilled])];
  return paragraphs(
    draft.intro,
    `Subject: ${subject.text}`,
    body.text,
    fillBeforeSending(unfilled, draft.enclosures) ??
      '**Everything is filled in from your claim.** Read it through once before you send it.',
    ...(draft.notes ?? []),
    'Send it by e-mail or a delivery method with proof of receipt, log it in your claim diary, and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
