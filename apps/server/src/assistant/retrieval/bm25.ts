import { tokenize } from './tokenize';

export interface Bm25Hit {
  /** Position of the document in the list the index was built from. */
  index: number;
  score: number;
}

/** One document holding a term, with the term's whole BM25 weight in it (idf included). */
export interface Posting {
  index: number;
  score: number;
}

/**
 * Okapi BM25 over a fixed list of short documents (policy passages). k1 and b are the usual
 * defaults; idf uses the "+1" form so a word found in every passage never scores below zero.
 * Each term's weight in each document is worked out once, when the index is built: a question
 * then only touches the documents that hold its terms.
 */
export class Bm25Index {
  private readonly postingsByTerm = new Map<string, Posting[]>();
  private readonly documentCount: number;
  private readonly sequences: readonly string[][];
  private readonly termSets: ReadonlySet<string>[];

  constructor(texts: readonly string[], k1 = 1.2, b = 0.75) {
    this.documentCount = texts.length;
    this.sequences = texts.map((text) => tokenize(text));
    const documents = this.sequences.map((terms) => {
      const termFrequency = new Map<string, number>();
      for (const term of terms) termFrequency.set(term, (termFrequency.get(term) ?? 0) + 1);
      return { termFrequency, length: terms.length };
    });
    this.termSets = documents.map((document) => new Set(document.termFrequency.keys()));
    const averageLength = documents.reduce((sum, document) => sum + document.length, 0) / (documents.length || 1) || 1;
    const frequencies = new Map<string, { index: number; frequency: number; length: number }[]>();
    documents.forEach((document, index) => {
      for (const [term, frequency] of document.termFrequency) {
        let list = frequencies.get(term);
        if (!list) frequencies.set(term, (list = []));
        list.push({ index, frequency, length: document.length });
      }
    });
    for (const [term, list] of frequencies) {
      const idf = this.idfFor(list.length);
      this.postingsByTerm.set(
        term,
        list.map(({ index, frequency, length }) => {
          const norm = k1 * (1 - b + (b * length) / averageLength);
          return { index, score: (idf * (frequency * (k1 + 1))) / (frequency + norm) };
        }),
      );
    }
  }

  get size(): number {
    return this.documentCount;
  }

  private idfFor(documentsWithTerm: number): number {
    return Math.log(1 + (this.documentCount - documentsWithTerm + 0.5) / (documentsWithTerm + 0.5));
  }

  /** How rare the term is here; a term in no document has the highest idf there can be. */
  idf(term: string): number {
    return this.idfFor(this.postingsByTerm.get(term)?.length ?? 0);
  }

  /** The distinct terms of one document. */
  terms(index: number): ReadonlySet<string> {
    return this.termSets[index] ?? new Set();
  }

  /** The terms of one document in order. */
  sequence(index: number): readonly string[] {
    return this.sequences[index] ?? [];
  }

  /** The documents holding the term, in document order. */
  postings(term: string): readonly Posting[] {
    return this.postingsByTerm.get(term) ?? [];
  }

  /**
   * The best `limit` documents for the query, highest score first; documents sharing no word with
   * the query are left out. Equal scores keep document order, so results are deterministic.
   * `weights` lets extra query terms count for less than the user's own words.
   */
  search(query: string | readonly { term: string; weight: number }[], limit: number): Bm25Hit[] {
    const terms = typeof query === 'string' ? uniqueTerms(query) : query;
    const scores = new Map<number, number>();
    for (const { term, weight } of terms) {
      for (const posting of this.postings(term)) scores.set(posting.index, (scores.get(posting.index) ?? 0) + weight * posting.score);
    }
    return topHits(scores, limit);
  }
}

/** The highest scores first, ties in document order, zero scores left out. */
export function topHits(scores: ReadonlyMap<number, number>, limit: number): Bm25Hit[] {
  const hits: Bm25Hit[] = [];
  for (const [index, score] of scores) if (score > 0) hits.push({ index, score });
  return hits.sort((x, y) => y.score - x.score || x.index - y.index).slice(0, limit);
}

/** A question's words, each once: repeating a word in a question should not double its weight. */
export function uniqueTerms(text: string, weight = 1): { term: string; weight: number }[] {
  return [...new Set(tokenize(text))].map((term) => ({ term, weight }));
}
