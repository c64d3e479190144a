import { tokenize } from './tokenize';

export interface Bm25Hit {
  /** Position of the document in the list the index was built from. */
  index: number;
  score: number;
}

interface IndexedDocument {
  termFrequency: Map<string, number>;
  length: number;
}

/**
 * Okapi BM25 over a fixed list of short documents (policy passages). k1 and b are the usual
 * defaults; idf uses the "+1" form so a word found in every passage never scores below zero.
 */
export class Bm25Index {
  private readonly documents: IndexedDocument[];
  private readonly documentFrequency = new Map<string, number>();
  private readonly averageLength: number;

  constructor(
    texts: readonly string[],
    private readonly k1 = 1.2,
    private readonly b = 0.75,
  ) {
    this.documents = texts.map((text) => {
      const termFrequency = new Map<string, number>();
      const tokens = tokenize(text);
      for (const token of tokens) termFrequency.set(token, (termFrequency.get(token) ?? 0) + 1);
      for (const token of termFrequency.keys()) this.documentFrequency.set(token, (this.documentFrequency.get(token) ?? 0) + 1);
      return { termFrequency, length: tokens.length };
    });
    const total = this.documents.reduce((sum, document) => sum + document.length, 0);
    this.averageLength = this.documents.length > 0 ? total / this.documents.length : 0;
  }

  get size(): number {
    return this.documents.length;
  }

  private idf(term: string): number {
    const n = this.documentFrequency.get(term) ?? 0;
    return Math.log(1 + (this.documents.length - n + 0.5) / (n + 0.5));
  }

  /**
   * The best `limit` documents for the query, highest score first; documents sharing no word with
   * the query are left out. Equal scores keep document order, so results are deterministic.
   * `weights` lets extra query terms (synonyms) count for less than the user's own words.
   */
  search(query: string | readonly { term: string; weight: number }[], limit: number): Bm25Hit[] {
    const terms = typeof query === 'string' ? uniqueTerms(query) : query;
    const hits: Bm25Hit[] = [];
    this.documents.forEach((document, index) => {
      let score = 0;
      for (const { term, weight } of terms) {
        const frequency = document.termFrequency.get(term);
        if (!frequency) continue;
        const norm = this.k1 * (1 - this.b + (this.b * document.length) / (this.averageLength || 1));
        score += weight * this.idf(term) * ((frequency * (this.k1 + 1)) / (frequency + norm));
      }
      if (score > 0) hits.push({ index, score });
    });
    return hits.sort((x, y) => y.score - x.score || x.index - y.index).slice(0, limit);
  }
}

/** A question's words, each once: repeating a word in a question should not double its weight. */
export function uniqueTerms(text: string, weight = 1): { term: string; weight: number }[] {
  return [...new Set(tokenize(text))].map((term) => ({ term, weight }));
}
