import { Bm25Index, topHits } from './bm25';
import { clauseOfPassage, type ClauseType } from './clause-type';
import { relevance, scoreQuestion, strongestTopical } from './concept-search';
import { analyzeQuestion, WEIGHT } from './query';

export interface StoredPassage {
  page: number;
  text: string;
}

export interface RankedPassage extends StoredPassage {
  /** BM25 by concept: orders the passages of one policy, means nothing across policies. */
  score: number;
  /** Share of the question the passage speaks of, 0 to 1, comparable across policies (see concept-search). */
  relevance?: number;
  clause?: ClauseType;
  /** Found by a search beside the question's own (retrieval-query groundingSearches): it grounds an answer, never decides one. */
  grounding?: true;
}

/**
 * A passage speaking of less than this share of the question, and naming none of its topics by
 * the user's word or the thesaurus's, is noise to every reader of the results: one generic word
 * ("bill" in "hotel bills" for a vet's bill) or a far WordNet hypernym. A passage naming one topic
 * of a long question ("the most we will pay for fungi" for mould found behind a wall after a leak)
 * stays: it may carry the limit.
 */
export const RETRIEVAL_FLOOR = 0.2;

interface CachedIndex {
  version: string;
  passages: readonly StoredPassage[];
  index: Bm25Index;
  /** Typed once per policy version, not per question. */
  clauses: ClauseType[];
}

function indexPassages(version: string, passages: readonly StoredPassage[]): CachedIndex {
  return {
    version,
    passages,
    index: new Bm25Index(passages.map((passage) => passage.text)),
    clauses: passages.map((passage) => clauseOfPassage(passage.text)),
  };
}

/**
 * BM25 over one policy's passages. Indexes are kept for the most recently used policies, keyed by
 * upload and version (its updated_at), so a replaced PDF is never searched through a stale index.
 */
export class PassageSearch {
  private readonly cache = new Map<string, CachedIndex>();

  constructor(private readonly capacity = 64) {}

  /** The passages best matching the question, best first. `load` runs only on a cache miss. */
  async search(
    key: { uploadId: string; version: string },
    question: string,
    limit: number,
    load: () => Promise<readonly StoredPassage[]>,
    /** Only the passages under a heading like this, in the policy's order (the declarations), whatever their words. */
    section?: RegExp,
  ): Promise<RankedPassage[]> {
    let entry = this.cache.get(key.uploadId);
    if (!entry || entry.version !== key.version) entry = indexPassages(key.version, await load());
    // Re-inserted on every use, so the Map's first key is the least recently used.
    this.cache.delete(key.uploadId);
    this.cache.set(key.uploadId, entry);
    while (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    return section ? sectionOf(entry, section, limit) : rank(entry, question, limit);
  }
}

function sectionOf(entry: CachedIndex, section: RegExp, limit: number): RankedPassage[] {
  return entry.passages
    .map((passage, index) => ({ ...passage, score: 0, clause: entry.clauses[index]! }))
    .filter((passage) => section.test(headingOf(passage.text) ?? ''))
    .slice(0, limit);
}

/**
 * The kinds of clause an answer turns on. When the best passages hold none of one kind (the
 * exclusion and its carve-back crowd out "the most we will pay for fungi is $10,000"), the best
 * passage of that kind takes the last place: a verdict needs the limit as much as the exclusion.
 */
const DECIDING_KINDS: readonly (readonly ClauseType[])[] = [['limit'], ['exclusion', 'exception'], ['insuring_agreement']];
/** The first places always go by score. */
const KEPT_BY_SCORE = 2;

function withEveryKind(candidates: readonly RankedPassage[], limit: number): RankedPassage[] {
  const chosen = candidates.slice(0, limit);
  if (limit <= KEPT_BY_SCORE) return chosen;
  const kindOf = (passage: RankedPassage) => DECIDING_KINDS.findIndex((kinds) => kinds.includes(passage.clause!));
  for (let kind = 0; kind < DECIDING_KINDS.length; kind += 1) {
    if (chosen.some((passage) => kindOf(passage) === kind)) continue;
    const missing = candidates.slice(limit).find((passage) => kindOf(passage) === kind);
    if (!missing) continue;
    // The last place whose passage is not the only one of its kind.
    const place = chosen.findLastIndex(
      (passage, at) =>
        at >= KEPT_BY_SCORE && (kindOf(passage) < 0 || chosen.filter((other) => kindOf(other) === kindOf(passage)).length > 1),
    );
    if (place < 0) continue;
    chosen.splice(place, 1);
    chosen.push(missing);
  }
  return chosen;
}

/** How far down the ranking a passage of a missing kind is looked for: further down, it is not about the question. */
const KIND_SEARCH_DEPTH = 40;

function rank(entry: CachedIndex, question: string, limit: number): RankedPassage[] {
  const analyzed = analyzeQuestion(question);
  const candidates: RankedPassage[] = [];
  const indexOf = new Map<RankedPassage, number>();
  for (const { index, score } of topHits(scoreQuestion(entry.index, analyzed), Math.max(limit, KIND_SEARCH_DEPTH))) {
    const terms = { set: entry.index.terms(index), sequence: entry.index.sequence(index) };
    const share = relevance(analyzed, terms);
    // Only passages naming a topic of the question strongly may take a place kept for a kind.
    const strongest = strongestTopical(analyzed, terms);
    if (share < RETRIEVAL_FLOOR && strongest < WEIGHT.thesaurus) continue;
    if (candidates.length >= limit && strongest < WEIGHT.thesaurus) continue;
    const candidate = { ...entry.passages[index]!, score, relevance: share, clause: entry.clauses[index]! };
    indexOf.set(candidate, index);
    candidates.push(candidate);
  }
  return withLeadIns(entry, withEveryKind(candidates, limit), indexOf);
}

const LIST_ITEM = /^(?:\(?[a-z]\)|[a-z]\.|\(?\d{1,2}\)|\d{1,2}\.)\s+/;
const headingOf = (text: string) => (text.includes('\n') ? text.slice(0, text.indexOf('\n')) : null);
const bodyOf = (text: string) => (text.includes('\n') ? text.slice(text.indexOf('\n') + 1) : text);
/** How far back a list item's lead-in is looked for. */
const LEAD_IN_REACH = 12;

/** The sentence a list opens with ("The special limit for each category shown below is the total limit for each loss…"), for one of its items. */
function leadInOf(entry: CachedIndex, index: number): number | null {
  const passage = entry.passages[index]!;
  if (!LIST_ITEM.test(bodyOf(passage.text))) return null;
  const heading = headingOf(passage.text);
  for (let at = index - 1; at >= Math.max(0, index - LEAD_IN_REACH); at -= 1) {
    const before = entry.passages[at]!;
    if (headingOf(before.text) !== heading) return null;
    if (!LIST_ITEM.test(bodyOf(before.text))) return at;
  }
  return null;
}

/**
 * Each chosen list item brings its list's lead-in, which governs it ("the total limit for each
 * loss for all property in that category"), after the chosen passages and scored 0 so it is
 * read with them but never quoted for its own sake.
 */
function withLeadIns(entry: CachedIndex, chosen: RankedPassage[], indexOf: ReadonlyMap<RankedPassage, number>): RankedPassage[] {
  const present = new Set(chosen.map((passage) => indexOf.get(passage)));
  const added: RankedPassage[] = [];
  for (const passage of chosen) {
    const leadIn = leadInOf(entry, indexOf.get(passage)!);
    if (leadIn === null || present.has(leadIn)) continue;
    present.add(leadIn);
    added.push({ ...entry.passages[leadIn]!, score: 0, relevance: 0, clause: entry.clauses[leadIn]! });
  }
  return [...chosen, ...added];
}

/** Ranks passages without caching; for one-off searches and tests. */
export function rankPassages(passages: readonly StoredPassage[], question: string, limit: number): RankedPassage[] {
  return rank(indexPassages('', passages), question, limit);
}
