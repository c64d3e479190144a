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
  ): Promise<RankedPassage[]> {
    let entry = this.cache.get(key.uploadId);
    if (!entry || entry.version !== key.version) entry = indexPassages(key.version, await load());
    // Re-inserted on every use, so the Map's first key is the least recently used.
    this.cache.delete(key.uploadId);
    this.cache.set(key.uploadId, entry);
    while (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    return rank(entry, question, limit);
  }
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
      (passage, at) => at >= KEPT_BY_SCORE && (kindOf(passage) < 0 || chosen.filter((other) => kindOf(other) === kindOf(passage)).length > 1),
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
  for (const { index, score } of topHits(scoreQuestion(entry.index, analyzed), Math.max(limit, KIND_SEARCH_DEPTH))) {
    const terms = { set: entry.index.terms(index), sequence: entry.index.sequence(index) };
    const share = relevance(analyzed, terms);
    // Only passages naming a topic of the question strongly may take a place kept for a kind.
    const strongest = strongestTopical(analyzed, terms);
    if (share < RETRIEVAL_FLOOR && strongest < WEIGHT.thesaurus) continue;
    if (candidates.length >= limit && strongest < WEIGHT.thesaurus) continue;
    candidates.push({ ...entry.passages[index]!, score, relevance: share, clause: entry.clauses[index]! });
  }
  return withEveryKind(candidates, limit);
}

/** Ranks passages without caching; for one-off searches and tests. */
export function rankPassages(passages: readonly StoredPassage[], question: string, limit: number): RankedPassage[] {
  return rank(indexPassages('', passages), question, limit);
}
