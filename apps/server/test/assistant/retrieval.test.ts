import { describe, expect, it, vi } from 'vitest';
import { Bm25Index } from '../../src/assistant/retrieval/bm25';
import { pagesToPassages } from '../../src/assistant/retrieval/chunk-pages';
import { extractPdfPages, hasNoText, UnreadablePdfError } from '../../src/assistant/retrieval/extract-pdf';
import { PassageSearch, rankPassages } from '../../src/assistant/retrieval/passage-search';
import { expandQuery } from '../../src/assistant/retrieval/synonyms';
import { stem, tokenize } from '../../src/assistant/retrieval/tokenize';
import { minimalPdf } from '../claims/claim-requests';
import { policyPassages } from './fixtures/context';

describe('tokenize', () => {
  it('folds case and accents, drops common words, and stems word forms together', () => {
    expect(tokenize('The Damaged roof — it was DAMAGED; damages, damage!')).toEqual(['damag', 'roof', 'damag', 'damag', 'damag']);
    expect(tokenize('Café policies covering')).toEqual(['cafe', 'policy', 'cover']);
    expect(['cover', 'covers', 'covered', 'covering'].map(stem)).toEqual(['cover', 'cover', 'cover', 'cover']);
    expect(stem('loss')).toBe('loss');
    expect(tokenize('Claim 2026-0042')).toEqual(['claim', '2026', '0042']);
  });

  it('widens a question with related words at half weight, never repeating one', () => {
    expect(expandQuery('my car was stolen')).toEqual([
      { term: 'car', weight: 1 },
      { term: 'stolen', weight: 1 },
      { term: 'vehicl', weight: 0.5 },
      { term: 'automobil', weight: 0.5 },
      { term: 'auto', weight: 0.5 },
      { term: 'theft', weight: 0.5 },
    ]);
    // Words naming the document itself are dropped while something else is asked.
    expect(expandQuery('does my policy cover hail').map(({ term }) => term)).toEqual(['hail', 'windstorm', 'storm']);
  });
});

describe('Bm25Index', () => {
  const index = new Bm25Index(['flood damage to the basement', 'fire damage to the kitchen', 'theft of a bicycle from the garage', 'fire fire fire']);

  it('ranks by term rarity and frequency, best first, leaving out documents with no shared word', () => {
    const hits = index.search('basement flood damage', 10);
    expect(hits.map((hit) => hit.index)).toEqual([0, 1]);
    expect(hits[0]!.score).toBeGreaterThan(hits[1]!.score);
    expect(index.search('fire', 10).map((hit) => hit.index)).toEqual([3, 1]);
    expect(index.search('umbrella', 10)).toEqual([]);
  });

  it('breaks ties by document order, so results are deterministic', () => {
    const twins = new Bm25Index(['hail on the roof', 'hail on the roof', 'something else']);
    expect(twins.search('hail', 5).map((hit) => hit.index)).toEqual([0, 1]);
  });
});

describe('pagesToPassages', () => {
  it('keeps each passage on its page and under its heading, paragraph by paragraph', async () => {
    const passages = await policyPassages();
    expect(passages.map((passage) => passage.page)).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 6]);
    expect(passages.map((passage) => passage.position)).toEqual([...passages.keys()]);
    const deductible = passages.find((passage) => passage.text.includes('deductible for each covered loss'));
    expect(deductible).toMatchObject({ page: 5 });
    expect(deductible!.text.split('\n')[0]).toBe('CONDITIONS');
  });

  it('joins wrapped lines, cuts long runs of sentences, and carries a heading onto the next page', () => {
    const sentence = 'The insured must keep every receipt for repairs made after the loss.';
    const passages = pagesToPassages([`SECTION II LIABILITY\n${Array.from({ length: 12 }, () => sentence).join(' ')}`, 'continues here on the next page with more words.']);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.every((passage) => passage.text.startsWith('SECTION II LIABILITY\n'))).toBe(true);
    expect(passages.at(-1)).toMatchObject({ page: 2 });
    expect(pagesToPassages(['', '   '])).toEqual([]);
  });
});

describe('extractPdfPages', () => {
  it('reads a text PDF page by page and tells a scan with no text layer', async () => {
    expect(hasNoText(await extractPdfPages(minimalPdf()))).toBe(true);
    await expect(extractPdfPages(Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});

describe('PassageSearch', () => {
  it('loads a policy once per version and finds the best passage with its page', async () => {
    const all = await policyPassages();
    const search = new PassageSearch(2);
    const load = vi.fn(async () => all);
    const first = await search.search({ uploadId: 'u1', version: 'v1' }, 'Is mold covered?', 3, load);
    await search.search({ uploadId: 'u1', version: 'v1' }, 'deductible', 3, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first[0]).toMatchObject({ page: 4 });
    expect(first[0]!.text).toContain('Mold, fungi or wet rot');
    await search.search({ uploadId: 'u1', version: 'v2' }, 'deductible', 3, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(rankPassages(all, 'hotel bills while repairs are made', 1)[0]).toMatchObject({ page: 6 });
  });
});
