import { withoutPolicyKind } from '../retrieval/query-terms';
import type { Term } from './term';
import { AUTO_TERMS } from './terms-auto';
import { CLAIM_PROCESS_TERMS } from './terms-claim-process';
import { HOME_TERMS } from './terms-home';
import { SETTLEMENT_TERMS } from './terms-settlement';

// Plain-language meanings a public adjuster would give a client; each is general, and the user's
// own figures are added only where the facts model has them. A reply explains the first few terms
// a message names, so within each area the terms a claim turns on come before the general ones.
export const TERMS: readonly Term[] = [...SETTLEMENT_TERMS, ...HOME_TERMS, ...AUTO_TERMS, ...CLAIM_PROCESS_TERMS];

type Span = readonly [start: number, end: number];

function spansOf(names: RegExp, message: string): Span[] {
  const everywhere = new RegExp(names.source, names.flags.includes('g') ? names.flags : `${names.flags}g`);
  return [...message.matchAll(everywhere)].map((match) => [match.index, match.index + match[0].length] as const);
}

const inside = ([start, end]: Span, [outerStart, outerEnd]: Span) =>
  outerStart <= start && end <= outerEnd && outerEnd - outerStart > end - start;

/**
 * The terms a message names, in glossary order. A term said only as part of a longer one is the
 * longer term's: "limit of liability" is not also "liability", nor "hurricane deductible" also
 * "deductible", so the general meaning does not crowd out the one asked about.
 */
export function termsNamedIn(asked: string): Term[] {
  // "Comprehensive auto insurance" names the coverage as "comprehensive insurance" does.
  const plain = withoutPolicyKind(asked);
  const message = plain === asked ? asked : `${asked}\n${plain}`;
  const found = TERMS.map((term) => ({ term, spans: spansOf(term.names, message) })).filter(({ spans }) => spans.length > 0);
  return found
    .filter(({ term, spans }) =>
      spans.some((span) => !found.some((other) => other.term !== term && other.spans.some((outer) => inside(span, outer)))),
    )
    .map(({ term }) => term);
}

/** The policy's words for the terms a message names, for the policy search. */
export function policyWordsFor(message: string): string[] {
  return termsNamedIn(message).map((term) => term.policyWords);
}
