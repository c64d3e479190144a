import { conceptStrength, termBag } from '../retrieval/concept-search';
import type { RankedPassage } from '../retrieval/passage-search';
import { analyzeQuestion, WEIGHT, type AnalyzedQuestion } from '../retrieval/query';
import { tokenize } from '../retrieval/tokenize';
import { limitsAnotherPeril, limitsAnUnsaidUse, limitsOnlyOtherThings, meetsOnlyAModifier, meetsOnlyThePeril, statesCap } from './caps';
import { givesASlowCause, suddenCauseOutsideExclusion } from './causes';
import { conditionFinding } from './conditions/condition-finding';
import { statedFacts } from './conditions/stated-facts';
import { readConditions } from './conditions/read-conditions';
import { contest } from './contest';
import { factsMeetCarveBack } from './exception-facts';
import * as found from './findings';
import type { Reading } from './reading';
import { namedPerilsFinding, openPerilsFinding } from './open-perils';
import { broadFinding } from './overview';
import { DECLARATIONS_HEADING } from './declarations';
import { subjectOf } from './subject';
import { topicOf } from './topics';
import type { PolicyFinding, PolicyQuestion } from './types';
import { weigh, type WeighedPassage } from './weigh';

/**
 * A passage must speak of at least this share of the question to decide anything. Relevance is
 * absolute (see concept-search): the same floor holds in a 6-page policy and a 100-page one, and
 * a question with no passage above it is answered "not found" however good the best one looks.
 */
export const MIN_RELEVANCE = 0.4;

/** How many retrieved passages the decision wants to see: enough for the clause, its limit, its exception and a definition. */
export const PASSAGES_FOR_DECISION = 8;

/** An endorsement's insuring clause amends an exclusion it speaks of nearly as closely as the exclusion does. */
const ENDORSEMENT_MARGIN = 0.2;

/** An exclusion of a loss by how long it went on: "constant or repeated… over a period of weeks". */
const EXCLUDES_OVER_TIME = /\b(?:over a period of|continuous(?:ly)?|constant|repeated)\b/i;
const saysHowLong = (question: string) => {
  const { days, vagueDays } = statedFacts(question);
  return days !== null || vagueDays;
};

const strongestFirst = (a: WeighedPassage, b: WeighedPassage) => b.relevance - a.relevance || a.order - b.order;

/**
 * The question with the words that only name the user's own case (a person, a car, a shop, from
 * their records, in no passage found) counted as setting words: "am I covered for a loaner car
 * while my civic gets fixed" is asked about a loaner car. A word the policy holds keeps its weight.
 */
function withRecordWordsAsSetting(
  question: AnalyzedQuestion,
  passages: readonly RankedPassage[],
  records: string | undefined,
): AnalyzedQuestion {
  if (!records) return question;
  const recordTerms = new Set(tokenize(records));
  // The declarations list the user's own car and address: holding "Civic" there does not make it a topic.
  const bags = passages
    .filter((passage) => !DECLARATIONS_HEADING.test(passage.text.split('\n')[0] ?? ''))
    .map((passage) => termBag(passage.text));
  const concepts = question.concepts.map((concept) =>
    concept.weight === WEIGHT.own && recordTerms.has(concept.term) && bags.every((bag) => conceptStrength(concept, bag) === 0)
      ? { ...concept, weight: WEIGHT.generic }
      : concept,
  );
  // The subject itself is never demoted to nothing: a question only about the user's own things stays as asked.
  return concepts.some((concept) => concept.weight === WEIGHT.own) ? { ...question, concepts } : question;
}

/**
 * An exclusion of causes that befall some things, which the question meets only in the things
 * ("a new roof"), reaches the loss after all when the claim's account gives one of its causes
 * ("the roof is old and the shingles are curling").
 */
function reachedByTheAccount(exclusion: WeighedPassage, circumstances: AnalyzedQuestion | null): WeighedPassage {
  const causes = exclusion.causesUnsaid;
  if (!causes || !circumstances) return exclusion;
  const bag = termBag(causes);
  const given =
    (givesASlowCause(causes) && givesASlowCause(circumstances.question)) ||
    circumstances.concepts.some((concept) => concept.weight === WEIGHT.own && conceptStrength(concept, bag) > 0);
  if (!given) return exclusion;
  const { termOnly: _met, causesUnsaid: _unsaid, ...reaching } = exclusion;
  return { ...reaching, reaches: true };
}

function read(input: PolicyQuestion): Reading {
  const question = withRecordWordsAsSetting(analyzeQuestion(input.question), input.passages, input.records);
  const topic = topicOf(input.question);
  const circumstances = input.circumstances ? analyzeQuestion(input.circumstances) : null;
  const all = input.passages
    .map((passage, order) => reachedByTheAccount(weigh(passage, order, question), circumstances))
    .map((passage) =>
      suddenCauseOutsideExclusion(passage, input.question, input.circumstances) ? { ...passage, reaches: false } : passage,
    );
  return {
    question,
    topic,
    subject: subjectOf(input.question, topic),
    claimed: input.amountsInQuestion.length > 0 ? Math.max(...input.amountsInQuestion) : null,
    // A limit on other things shares only the peril with the question: it speaks of nothing asked.
    // Nor does a limit that holds only in a use or place the user has not said ("used primarily for
    // business purposes" for a phone dropped at home), nor a duty after any loss of that peril.
    relevant: all
      .filter(
        (passage) =>
          passage.relevance >= MIN_RELEVANCE &&
          !(
            passage.clause === 'limit' &&
            (limitsOnlyOtherThings(passage, question) ||
              meetsOnlyAModifier(passage, question) ||
              limitsAnUnsaidUse(passage.sentence, question) ||
              limitsAnotherPeril(passage.sentence, question))
          ) &&
          !(passage.clause === 'condition' && meetsOnlyThePeril(passage, question)),
      )
      .sort(strongestFirst),
    all,
    circumstances,
  };
}

/**
 * The verdict on a question about the user's own policy, from the passages retrieved for it:
 * an exclusion about the question beats an insuring clause that speaks of it less closely, unless
 * a carve-back gives it back or an endorsement amends it; a limit caps what is covered; a close
 * call is "depends", saying on what; nothing relevant enough is "not found".
 */
export function decidePolicyQuestion(asked: PolicyQuestion): PolicyFinding {
  // A question about the whole policy is answered by the list it asks for, which the searches
  // beside its own found (the declarations' coverages, the exclusions).
  if (analyzeQuestion(asked.question).broad) return broadFinding(read(asked));
  // Passages found only to ground an answer (an open-perils grant) decide nothing by their words.
  const input = { ...asked, passages: asked.passages.filter((passage) => !passage.grounding) };
  const byPassages = decideByPassages(input, asked);
  if (byPassages.verdict !== 'not_found') return byPassages;
  // No passage speaks of enough of the question: read the clauses condition by condition, by the
  // meaning of the question's words, before saying the policy has nothing on it.
  const byConditions = readConditions(input.question, input.passages);
  if (byConditions) return conditionFinding(byConditions, input.passages);
  // Still nothing of it by name: on an open-perils policy, the grant of all risks speaks of damage
  // to the buildings, and its named perils for belongings of the household's things.
  const reading = read(asked);
  return openPerilsFinding(reading) ?? namedPerilsFinding(reading) ?? byPassages;
}

/** `grounded` is the question with the passages found only to ground an answer (an open-perils grant). */
function decideByPassages(input: PolicyQuestion, grounded: PolicyQuestion): PolicyFinding {
  const reading = read(input);
  const { question, relevant } = reading;
  // Asked for the deductible, the deductibles the passages state answer, however little else of
  // the question they speak of ("the hail broke my roof, what is my deductible", or a question
  // read in two languages at once).
  if (question.concepts.some((concept) => concept.term === 'deduct' && concept.weight === 1)) {
    const deductible = found.deductibleFinding(reading);
    if (deductible) return deductible;
  }
  if (relevant.length === 0) return found.notFoundFinding(reading);

  const exclusion =
    relevant.find((passage) => (passage.clause === 'exclusion' || passage.clause === 'exception') && passage.reaches) ?? null;
  // A limit speaks for coverage too: "$1,500 for loss by theft of jewelry" says jewelry is covered,
  // up to $1,500. A deductible does not.
  // An endorsement about the question is the policy's own answer to its exclusion: it comes first,
  // whether its clause reads as an insuring agreement or as the limit it sets.
  const cover =
    relevant.find((passage) => passage.endorsement && (passage.clause === 'insuring_agreement' || passage.clause === 'limit')) ??
    relevant.find((passage) => passage.clause === 'insuring_agreement' || (passage.clause === 'limit' && statesCap(passage))) ??
    null;

  // A carve-back written for the user's very facts ("hidden within the walls… from a covered
  // discharge of water") decides before any broader insuring clause.
  if (exclusion?.clause === 'exception' && factsMeetCarveBack(exclusion, question)) return found.exceptionFinding(reading, exclusion);
  // "Is water damage covered?" beside "water damage, meaning flood…" and a grant for water
  // discharged from the plumbing; "a new roof" beside "wear and tear… of roofs": what happened
  // decides, and the question does not say.
  const termOnly = exclusion ? null : relevant.find((passage) => passage.termOnly);
  if (termOnly) return cover ? found.conflictFinding(reading, cover, termOnly) : found.openExclusionFinding(reading, termOnly);
  if (!exclusion && !cover) {
    // Only exclusions set aside ("wear and tear… of roofs" for a roof hail broke): on an open-perils
    // policy, the grant answers; else the passage is quoted as a mention.
    const setAside = relevant.every((passage) => passage.clause === 'exclusion');
    const byGrant = setAside ? read(grounded) : null;
    return (byGrant && (openPerilsFinding(byGrant) ?? namedPerilsFinding(byGrant))) || found.withoutCoverWording(reading);
  }
  if (!exclusion) return found.coveredFinding(reading, cover!, cover!.caveat ? cover : null);
  if (!cover) return found.againstFinding(reading, exclusion, null);
  if (cover.endorsement && cover.relevance >= exclusion.relevance - ENDORSEMENT_MARGIN) return found.coveredFinding(reading, cover, null);
  switch (contest(exclusion, cover, question)) {
    case 'covered':
      return found.coveredFinding(reading, cover, exclusion);
    case 'excluded':
      return found.againstFinding(reading, exclusion, cover);
    case 'even':
      // A grant that speaks of the question as closely as an exclusion given back only by an
      // endorsement (a discharge grant beside a sewer back-up exclusion) leaves it to the cause of
      // the loss, which the question does not say: "depends", never "excluded".
      // So does an exclusion of what goes on over time ("seepage… over a period of weeks, months
      // or years") for a question that says nothing of how long.
      return exclusion.clause === 'exception' &&
        !found.givenBackByAnEndorsement(exclusion) &&
        !(EXCLUDES_OVER_TIME.test(exclusion.excluded ?? '') && !saysHowLong(input.question))
        ? found.exceptionFinding(reading, exclusion)
        : found.conflictFinding(reading, cover, exclusion);
  }
}
