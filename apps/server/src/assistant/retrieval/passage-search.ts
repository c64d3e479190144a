import { Bm25Index } from './bm25';
import { expandQuery } from './synonyms';

export interface StoredPassage {
  page: number;
  text: string;
}

export interface RankedPassage extends StoredPassage {
  score: number;
}

interface CachedIndex {
  version: string;
  passages: readonly StoredPassage[];
  index: Bm25Index;
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
    if (!entry || entry.version !== key.version) {
      const passages = await load();
      entry = { version: key.version, passages, index: new Bm25Index(passages.map((passage) => passage.text)) };
    }
    // Re-inserted on every use, so the Map's first key is the least recently used.
    this.cache.delete(key.uploadId);
    this.cache.set(key.uploadId, entry);
    while (this.cache.size > this.capacity) this.cache.delete(this.cache.keys().next().value as string);
    return rank(entry, question, limit);
  }
}

function rank(entry: CachedIndex, question: string, limit: number): RankedPassage[] {
  return entry.index.search(expandQuery(question), limit).map(({ index, score }) => ({ ...entry.passages[index]!, score }));
}

/** Ranks passages without caching; for one-off searches and tests. */
export function rankPassages(passages: readonly StoredPassage[], question: string, limit: number): RankedPassage[] {
  return rank({ version: '', passages, index: new Bm25Index(passages.map((passage) => passage.text)) }, question, limit);
}
