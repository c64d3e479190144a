import {
  clauseOfPassage,
  clauseTypeOf,
  excludes,
  isExclusionsHeading,
  liftsExclusion,
  splitAtException,
  splitPassage,
  type ClauseType,
} from '../retrieval/clause-type';
import { conceptStrength, relevance, termBag, type TermBag } from '../retrieval/concept-search';
import type { RankedPassage } from '../retrieval/passage-search';
import { WEIGHT, type AnalyzedQuestion } from '../retrieval/query';
import { rawSentencesOf, sentencesOf } from './segments';
import { tokenize, words } from '../retrieval/tokenize';
import { withoutTheCaseNamed } from './declarations';
import { suddenCauseIn } from './causes';

/** A retrieved passage as the decision reads it: for this question, what it is and how strongly it speaks of it. */
export interface WeighedPassage {
  page: number;
  /** Rank in the retrieval, best first. */
  order: number;
  heading: string | null;
  body: string;
  /** The passage's role for this question (an insuring clause whose carve-out the question does not reach is one). */
  clause: ClauseType;
  /** Share of the question the passage speaks of, 0 to 1. */
  relevance: number;
  /** Strength of each concept of the question in the passage, in the question's order. */
  strengths: number[];
  /** What an exclusion takes away ("loss caused by theft of property from an unattended motor vehicle"), or null. */
  excluded: string | null;
  /** Strength of each concept in what is excluded; zeros when nothing is. */
  excludedStrengths: number[];
  /** The exclusion takes away something the question is about. */
  reaches: boolean;
  /** The carve-back of an exclusion ("unless…", "This exclusion does not apply to…"), or null. */
  exception: string | null;
  /** An insuring clause with an exclusion inside that the question does not reach: worth a caveat. */
  caveat: boolean;
  /** The sentence to quote for the role. */
  sentence: string;
  /** Part of an endorsement: it amends the policy, its own exclusions included. */
  endorsement: boolean;
  /**
   * An exclusion met by the question only in what it is about, not in what it takes away: in its
   * own term, which it narrows ("Water damage, meaning flood, surface water…"), or in the things
   * its causes befall ("wear and tear, settling or cracking of pavements, foundations or roofs"
   * for a new roof). It neither reaches the question nor leaves it alone: the answer depends on
   * which it is.
   */
  termOnly?: true;
  /** For an exclusion met only in the things its causes befall: those causes, which the claim's account may still give. */
  causesUnsaid?: string;
}

/** "…settling, cracking or shrinking of pavements, foundations or roofs [is not covered]": the causes, and the things they befall. */
const CAUSES_OF_THINGS =
  /^([\s\S]+)\s+of\s+((?:[a-z-]+\s*,\s*)*[a-z-]+\s*,?\s+(?:or|and)\s+[a-z-]+)(?:\s+(?:is|are)\s+not\s+(?:covered|insured))?\s*[.;]?\s*$/i;

/** What an exclusion takes away from the things it names, when it names some: "wear and tear… cracking" of "roofs". */
export function causesAndThings(excluded: string): { causes: string; things: string } | null {
  const found = CAUSES_OF_THINGS.exec(excluded.trim());
  return found ? { causes: found[1]!, things: found[2]! } : null;
}

/** "Water damage, meaning flood, surface water…": the term, and what the exclusion means by it. */
const NARROWED_TERM = /^\s*(?:[a-z0-9]{1,3}[.)]\s+)?(.{2,60}?),?\s+(?:meaning|which means|defined as)\s+([\s\S]+)$/i;

/** What an exclusion takes away: the meanings it lists for its term, less the term's own words. */
function excludedWords(excluded: string): { term: string | null; meant: string } {
  const narrowed = NARROWED_TERM.exec(excluded);
  if (!narrowed) return { term: null, meant: excluded };
  const termWords = new Set(tokenize(narrowed[1]!));
  const meant = words(narrowed[2]!)
    .filter((word) => tokenize(word).every((term) => !termWords.has(term)))
    .join(' ');
  return { term: narrowed[1]!, meant };
}

const STRONG = WEIGHT.thesaurus;

const bagOf = (...texts: (string | null | undefined)[]) => termBag(texts.filter(Boolean).join('\n'));

interface Exclusion {
  /** Insuring wording before the exclusion ("Theft, including attempted theft…"); '' when none. */
  covered: string;
  excluded: string;
  exception: string | null;
  /** The sentence that excludes, to quote. */
  sentence: string;
}

/**
 * A passage may hold several exclusions ("We do not insure seepage… We do not insure mould… unless
 * …"): the one the question is about is read, with its own carve-back, never the first one's. Each
 * runs from its excluding sentence to the next; the first keeps the words before it (a title, the
 * insuring wording). The one that meets what the question is about wins, then the one that
 * speaks most of the rest of it; on a tie, the first.
 */
function exclusionAbout(question: AnalyzedQuestion, heading: string | null, body: string): string {
  const sentences = rawSentencesOf(body);
  const starts = sentences.flatMap((sentence, index) => (excludes(sentence) && !liftsExclusion(sentence) ? [index] : []));
  if (starts.length < 2) return body;
  const spans = starts.map((start, index) => sentences.slice(index === 0 ? 0 : start, starts[index + 1] ?? sentences.length).join(' '));
  // What the question is about (its own words) first, then how much of the rest the span speaks of.
  const fit = (span: string) => {
    const bag = bagOf(heading, span);
    const own = question.concepts.reduce((sum, concept) => sum + (concept.weight === WEIGHT.own ? conceptStrength(concept, bag) : 0), 0);
    return [own, relevance(question, bag)] as const;
  };
  let best = spans[0]!;
  let bestFit = fit(best);
  for (const span of spans.slice(1)) {
    const spanFit = fit(span);
    if (spanFit[0] > bestFit[0] || (spanFit[0] === bestFit[0] && spanFit[1] > bestFit[1])) [best, bestFit] = [span, spanFit];
  }
  return best;
}

/**
 * Where a passage excludes: "[Peril covered.] This peril does not include X unless Y", "[Title.]
 * This exclusion does not apply to Y", or a whole item under an exclusions heading.
 */
function exclusionIn(heading: string | null, body: string): Exclusion | null {
  const sentences = rawSentencesOf(body);
  const at = sentences.findIndex((sentence) => liftsExclusion(sentence) || excludes(sentence));
  if (at < 0) {
    if (!isExclusionsHeading(heading)) return null;
    const { head, exception } = splitAtException(body);
    return { covered: '', excluded: head || body, exception, sentence: body };
  }
  const before = sentences.slice(0, at).join(' ');
  const from = sentences.slice(at).join(' ');
  // Under an exclusions heading, or before "this exclusion does not apply", the opening words are what is excluded.
  if (liftsExclusion(sentences[at]!) || isExclusionsHeading(heading)) {
    const { head, exception } = splitAtException(from);
    // A title ("Flood.") is quoted with the sentence after it; a longer opening is the exclusion itself.
    const titled = before !== '' && before.split(/\s+/).length <= 8 && !liftsExclusion(sentences[at]!);
    return {
      covered: '',
      excluded: [before, head].filter(Boolean).join(' ') || from,
      exception,
      sentence: titled ? `${before} ${sentences[at]}` : before || sentences[at]!,
    };
  }
  const { head, exception } = splitAtException(from);
  return { covered: before, excluded: head, exception, sentence: sentences[at]! };
}

function bestSentence(question: AnalyzedQuestion, heading: string | null, text: string): string {
  let best = '';
  let bestShare = -1;
  for (const sentence of sentencesOf(text)) {
    const share = relevance(question, bagOf(heading, sentence));
    if (share > bestShare) [best, bestShare] = [sentence, share];
  }
  return best || text;
}

const strengthsIn = (question: AnalyzedQuestion, bag: TermBag) => question.concepts.map((concept) => conceptStrength(concept, bag));

export function weigh(passage: RankedPassage, order: number, question: AnalyzedQuestion): WeighedPassage {
  const { heading, body } = splitPassage(passage.text);
  // What the passage speaks of: on the declarations, the coverages, not the insured's name and address.
  const whole = bagOf(heading, withoutTheCaseNamed(heading, body));
  const passageType = passage.clause ?? clauseOfPassage(passage.text);
  const exclusion =
    passageType === 'exclusion' || passageType === 'exception' ? exclusionIn(heading, exclusionAbout(question, heading, body)) : null;
  const common = {
    page: passage.page,
    order,
    heading,
    body,
    relevance: relevance(question, whole),
    strengths: strengthsIn(question, whole),
    endorsement: /\bendorsement\b|\brider\b/i.test(heading ?? '') || /\bthis endorsement\b/i.test(body),
  };
  if (!exclusion) {
    const sentence = bestSentence(question, heading, body);
    const sentenceType = clauseTypeOf(heading, sentence);
    const clause = sentenceType === 'other' || passageType === 'limit' ? passageType : sentenceType;
    return {
      ...common,
      clause,
      excluded: null,
      excludedStrengths: common.strengths.map(() => 0),
      reaches: false,
      exception: null,
      caveat: false,
      sentence,
    };
  }
  const { term, meant } = excludedWords(exclusion.excluded);
  const excludedStrengths = strengthsIn(question, bagOf(exclusion.covered ? null : heading, meant));
  const coveredStrengths = strengthsIn(question, bagOf(heading, exclusion.covered));
  const ownIn = (strengths: readonly number[]) =>
    question.concepts.some((concept, index) => concept.weight === WEIGHT.own && strengths[index]! >= STRONG);
  const aboutTopic = ownIn(excludedStrengths);
  const ofThings = term === null ? causesAndThings(exclusion.excluded) : null;
  // Any relative of a cause in the question ("sinking" for "settling") speaks of what is taken away.
  const speaksOfACause = (causes: string) =>
    strengthsIn(question, bagOf(null, causes)).some((strength, index) => strength > 0 && question.concepts[index]!.weight === WEIGHT.own);
  const onlyItsThings = ofThings !== null && !speaksOfACause(ofThings.causes) && ownIn(strengthsIn(question, bagOf(null, ofThings.things)));
  // Met only in its things, while the question gives a sudden cause of its own ("my roof was
  // damaged by hail"): the loss came another way, and the exclusion is no answer.
  const anotherCause = onlyItsThings && suddenCauseIn(question.question) !== null;
  const termOnly = (term !== null && !aboutTopic && ownIn(strengthsIn(question, bagOf(null, term)))) || (onlyItsThings && !anotherCause);
  // Beside insuring wording, an exclusion reaches the question only through a fact the insuring
  // wording lacks: "stolen from my car" reaches "theft from an unattended vehicle", "theft" alone does not.
  const distinct =
    !exclusion.covered || excludedStrengths.some((strength, index) => strength >= STRONG && strength > coveredStrengths[index]!);
  const reaches = aboutTopic && distinct && !onlyItsThings;
  if (!reaches && exclusion.covered) {
    return {
      ...common,
      clause: 'insuring_agreement',
      excluded: exclusion.excluded,
      excludedStrengths,
      reaches,
      exception: exclusion.exception,
      caveat: true,
      sentence: bestSentence(question, heading, exclusion.covered),
    };
  }
  return {
    ...common,
    clause: exclusion.exception ? 'exception' : 'exclusion',
    excluded: exclusion.excluded,
    excludedStrengths,
    reaches,
    exception: exclusion.exception,
    caveat: false,
    sentence: exclusion.sentence,
    ...(termOnly ? { termOnly: true as const } : {}),
    ...(onlyItsThings && !anotherCause ? { causesUnsaid: ofThings.causes } : {}),
  };
}
