import type { DiaryEventKind } from '@benji/shared';
import type { Scenario } from '../types';
import { dollarAmounts } from './amounts';

// A figure stated as the insurer's offer or payment must be one the user's records or words give
// that role. A counter-offer "built on the offer of" the user's own comparable sale names a real
// amount, so the invented-amount check passes it: this one does not.

export type Role = 'offer' | 'payment';

/** Diary entries whose amounts carry a role, and the words that give an amount that role in the user's own sentences. */
const ROLE_EVENTS: Record<Role, DiaryEventKind> = { offer: 'offer_received', payment: 'payment_received' };
const ROLE_WORDS: Record<Role, RegExp> = {
  offer: /\b(offer(?:ed|ing|s)?|settle(?:ment)?|proposed)\b/i,
  payment: /\b(paid|payment|cheque|check|deposit(?:ed)?|issued|received)\b/i,
};

/** In a reply: a figure stated in a role, as a letter or an answer words it. */
const STATED_AS: Record<Role, RegExp> = {
  offer: /\b(?:your|their|the insurer's|the) offer of\s+(\$\s?[\d,]+(?:\.\d{2})?)|\boffered (?:me |us )?(\$\s?[\d,]+(?:\.\d{2})?)/gi,
  payment: /\b(?:your|their|the) payment of\s+(\$\s?[\d,]+(?:\.\d{2})?)|\byou paid (?:me |us )?(\$\s?[\d,]+(?:\.\d{2})?)/gi,
};

const sentences = (text: string) => text.split(/(?<=[.!?])\s+|\n+/);

/** The amounts, in cents, the scenario's diary and the user's words give each role. */
export function amountsByRole(scenario: Scenario, userTurns: readonly string[]): Record<Role, Set<number>> {
  const byRole = (role: Role) =>
    new Set(
      [
        ...scenario.diary.filter((event) => event.kind === ROLE_EVENTS[role]).flatMap((event) => dollarAmounts(event.summary)),
        ...userTurns
          .flatMap(sentences)
          .filter((sentence) => ROLE_WORDS[role].test(sentence))
          .flatMap(dollarAmounts),
      ].map((amount) => amount.cents),
    );
  return { offer: byRole('offer'), payment: byRole('payment') };
}

/** The figures a reply states in a role the records do not give them, as written. */
export function figuresOutOfRole(reply: string, known: Record<Role, Set<number>>): string[] {
  const found: string[] = [];
  for (const role of ['offer', 'payment'] as const)
    for (const match of reply.matchAll(STATED_AS[role])) {
      const written = (match[1] ?? match[2])!;
      const [amount] = dollarAmounts(written);
      if (amount && !known[role].has(amount.cents)) found.push(`${role} ${written.trim()}`);
    }
  return found;
}
