import { formatDollars } from '@benji/shared';
import type { Facts } from '../../../facts/claim-facts';
import type { Term } from '../../../glossary/term';
import { termsNamedIn } from '../../../glossary/terms';
import { clipWords } from '../../../policy/segments';
import type { RankedPassage } from '../../../retrieval/passage-search';
import type { AssistantContext } from '../../../engine';
import { paragraphs } from '../format';
import { policyUnavailable } from '../policy-answer';
import { analyzeQuestion, WEIGHT, type Concept } from '../../../retrieval/query';
import { termBag } from '../../../retrieval/concept-search';
import { tokenize } from '../../../retrieval/tokenize';

/** A sentence of the user's policy, clipped, with its page. */
export interface PolicySentence {
  page: number;
  sentence: string;
}

/** Where the user's policy uses the term: the first retrieved sentence naming it, with its page. */
export function policySentenceNaming(term: Term, passages: readonly RankedPassage[]): PolicySentence | null {
  for (const passage of passages) {
    const body = passage.text
      .split('\n')
      .slice(passage.text.includes('\n') ? 1 : 0)
      .join(' ');
    const sentences = body.split(/(?<=[.;])\s+/);
    const at = sentences.findIndex((candidate) => term.names.test(candidate));
    if (at < 0) continue;
    // A run-in heading ("Deductible.") is read with the sentence it introduces.
    const first = sentences[at]!.split(/\s+/).length < 5 ? sentences.slice(at, at + 2).join(' ') : sentences[at]!;
    // The next sentence goes with it when it speaks of the term too ("These special limits do not increase the Coverage C limit").
    const next = sentences[at + (first === sentences[at] ? 1 : 2)];
    const sentence = next && term.names.test(next) ? `${first} ${next}` : first;
    return { page: passage.page, sentence: clipWords(sentence, 45) };
  }
  return null;
}

function inYourPolicy(term: Term, passages: readonly RankedPassage[]): string | null {
  const found = policySentenceNaming(term, passages);
  return found ? `**In your policy (page ${found.page}):** “${found.sentence}”` : null;
}

const FIGURE_AFTER = (names: string) => new RegExp(`\\b(?:${names})\\b[^$\\d.;]{0,20}\\$?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)`, 'i');
const RCV_FIGURE = FIGURE_AFTER('rcv|replacement cost(?: value)?');
const ACV_FIGURE = FIGURE_AFTER('acv|actual cash value');

/** "RCV $8,000 and ACV $6,200": the two values a message gives, when replacement cost is the higher. */
export function twoValuesIn(message: string): { replacement: number; cash: number } | null {
  const rcv = RCV_FIGURE.exec(message);
  const acv = ACV_FIGURE.exec(message);
  if (!rcv || !acv) return null;
  const [replacement, cash] = [Number(rcv[1]!.replace(/,/g, '')), Number(acv[1]!.replace(/,/g, ''))];
  return replacement > cash && cash > 0 ? { replacement, cash } : null;
}

/** The two numbers explained by the depreciation between them. */
function twoValues(message: string): string | null {
  const values = twoValuesIn(message);
  if (!values) return null;
  const { replacement, cash } = values;
  return `**Your two numbers:** replacement cost ${formatDollars(replacement)} less actual cash value ${formatDollars(cash)} is ${formatDollars(replacement - cash)} — the depreciation taken for age and wear. Under a replacement cost policy that part is usually held back and paid once the repair or replacement is done, within the time the policy allows.`;
}

/** What an insurance term means, in plain words, with where the user's policy uses it and the user's own figure where there is one. */
export function explainTerm(message: string, facts: Facts, passages: readonly RankedPassage[] = []): string | null {
  const matches = termsNamedIn(message);
  if (matches.length === 0) return null;
  const explained = matches.slice(0, 3).map((term) => ({ term, policy: inYourPolicy(term, passages) }));
  return paragraphs(
    ...explained.map(({ term, policy }) =>
      paragraphs(`**${term.title}** — ${term.meaning}`, policy, term.inYourClaim?.(facts, passages) ?? null),
    ),
    twoValues(message),
    explained.some(({ policy }) => policy)
      ? 'Your policy’s own wording decides over these general meanings.'
      : 'Your policy’s own definitions decide: ask me what your policy says about it.',
  );
}

/** The passage holds the concept: the user's word, or the policy's wording for it as the thesaurus knows it. */
function holds(text: string, concept: Concept): boolean {
  const bag = termBag(text).set;
  return (
    bag.has(concept.term) ||
    concept.expansions.some((expansion) => expansion.source === 'thesaurus' && expansion.terms.every((term) => bag.has(term)))
  );
}

// The words that ask for a meaning ("what does the phrase X mean here?") are not the term.
const ASKING_FOR_A_MEANING = new Set(
  tokenize('mean means meant meaning definition define defined phrase term word words stand refer here exactly'),
);

/** The first sentence of the passages that holds every word of the term, with its page. */
export function policySentenceUsing(message: string, passages: readonly RankedPassage[]): PolicySentence | null {
  const concepts = analyzeQuestion(message).concepts.filter(
    (concept) => concept.weight === WEIGHT.own && !ASKING_FOR_A_MEANING.has(concept.term),
  );
  if (concepts.length === 0) return null;
  for (const passage of passages) {
    const sentence = passage.text
      .replace(/\n/g, ' ')
      .split(/(?<=[.;])\s+/)
      .find((candidate) => concepts.every((concept) => holds(candidate, concept)));
    if (sentence) return { page: passage.page, sentence: clipWords(sentence, 45) };
  }
  return null;
}

/**
 * A term the glossary does not hold: the sentence of the user's policy that uses it, quoted with
 * its page, or that neither knows it. A question about a word is never answered with a verdict
 * on coverage: "period" in a "cooling-off period" is not the seepage exclusion's "14 days".
 */
export function termFromPolicy(message: string, context: AssistantContext): string {
  if (policyUnavailable(context))
    return paragraphs(
      'I have no plain-words entry for that term, and no policy of yours to read it in.',
      'Upload your policy PDF with **Claim Details** on this page and ask me again: I will quote the wording your policy uses, with its page. Your adjuster can also tell you, in writing, how your policy uses the term.',
    );
  const used = policySentenceUsing(message, context.passages);
  return used
    ? paragraphs(
        'I have no plain-words entry for that term, but your policy uses it.',
        `**Your policy uses it on page ${used.page}:** “${used.sentence}”`,
        'Your policy’s wording decides what it means for your claim; your adjuster can confirm in writing how it applies.',
      )
    : paragraphs(
        'I have no plain-words entry for that term, and I could not find it in your policy.',
        'Your agent, broker or adjuster can explain it, in writing. If you are asking whether a loss is covered, tell me what happened and I will quote what your policy says about it, with its page.',
      );
}
