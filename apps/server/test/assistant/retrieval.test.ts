import { describe, expect, it, vi } from 'vitest';
import { Bm25Index } from '../../src/assistant/retrieval/bm25';
import { pagesToPassages } from '../../src/assistant/retrieval/chunk-pages';
import { extractPdfPages, hasNoText, UnreadablePdfError } from '../../src/assistant/retrieval/extract-pdf';
import { PassageSearch, rankPassages } from '../../src/assistant/retrieval/passage-search';
import { stem, tokenize } from '../../src/assistant/retrieval/tokenize';
import { minimalPdf } from '../claims/claim-requests';
import { policyPassages } from './fixtures/context';

describe('tokenize', () => {
  it('folds case and accents, drops common words, and stems word forms together (Snowball)', () => {
    expect(tokenize('The Damaged roof — it was DAMAGED; damages, damage!')).toEqual(['damag', 'roof', 'damag', 'damag', 'damag']);
    expect(tokenize('Café policies covering')).toEqual(['cafe', 'polici', 'cover']);
    expect(['cover', 'covers', 'covered', 'covering'].map(stem)).toEqual(['cover', 'cover', 'cover', 'cover']);
    expect(stem('loss')).toBe('loss');
    expect(tokenize('Claim 2026-0042')).toEqual(['claim', '2026', '0042']);
  });

  it('folds Canadian spellings to US ones, on both sides of a search', () => {
    expect(tokenize('mould jewellery cheque colour centre licence cancelled')).toEqual(
      tokenize('mold jewelry check color center license canceled'),
    );
  });

  it('brings together word families the stemmer leaves apart, and compounds written three ways', () => {
    expect(tokenize('seepage leakage stolen thieves')).toEqual(tokenize('seeping leaking steal thief'));
    expect(tokenize('water back-up')).toEqual(tokenize('water backup'));
    expect(tokenize('water which backs up')).toEqual(tokenize('water which backup'));
    expect(tokenize("my dog's bill")).toEqual(['dog', 'bill']);
  });
});

describe('Bm25Index', () => {
  const index = new Bm25Index([
    'flood damage to the basement',
    'fire damage to the kitchen',
    'theft of a bicycle from the garage',
    'fire fire fire',
  ]);

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
    const passages = pagesToPassages([
      `SECTION II LIABILITY\n${Array.from({ length: 12 }, () => sentence).join(' ')}`,
      'continues here on the next page with more words.',
    ]);
    expect(passages.length).toBeGreaterThan(2);
    expect(passages.every((passage) => passage.text.startsWith('SECTION II LIABILITY\n'))).toBe(true);
    expect(passages.at(-1)).toMatchObject({ page: 2 });
    expect(pagesToPassages(['', '   '])).toEqual([]);
  });

  it('makes each item of a list its own passage, and reads a long heading in capitals as one', () => {
    const page = [
      'PART D – COVERAGE FOR DAMAGE TO YOUR AUTO AND ITS EQUIPMENT',
      'The special limit for each category is the total limit for each loss:',
      'a. $200 on money, bank notes and coins.',
      'b. $1,500 for loss by theft of jewelry, watches and furs.',
    ].join('\n');
    const passages = pagesToPassages([page]);
    expect(passages.map((passage) => passage.text.split('\n')[1])).toEqual([
      'The special limit for each category is the total limit for each loss:',
      'a. $200 on money, bank notes and coins.',
      'b. $1,500 for loss by theft of jewelry, watches and furs.',
    ]);
    expect(passages[0]!.text.split('\n')[0]).toBe('PART D – COVERAGE FOR DAMAGE TO YOUR AUTO AND ITS EQUIPMENT');
  });
});

describe('extractPdfPages', () => {
  it('reads a text PDF page by page and tells a scan with no text layer', async () => {
    expect(hasNoText(await extractPdfPages(minimalPdf()))).toBe(true);
    await expect(extractPdfPages(Buffer.from('%PDF-1.7\nnot really a pdf\n%%EOF\n'))).rejects.toBeInstanceOf(UnreadablePdfError);
  });
});

describe('PassageSearch', () => {
  it('loads a policy once per version and finds the best passage with its page, type and relevance', async () => {
    const all = await policyPassages();
    const search = new PassageSearch(2);
    const load = vi.fn(async () => all);
    const first = await search.search({ uploadId: 'u1', version: 'v1' }, 'Is mold covered?', 3, load);
    await search.search({ uploadId: 'u1', version: 'v1' }, 'deductible', 3, load);
    expect(load).toHaveBeenCalledTimes(1);
    expect(first[0]).toMatchObject({ page: 4, clause: 'exception', relevance: 1 });
    expect(first[0]!.text).toContain('Mold, fungi or wet rot');
    await search.search({ uploadId: 'u1', version: 'v2' }, 'deductible', 3, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(rankPassages(all, 'hotel bills while repairs are made', 1)[0]).toMatchObject({ page: 6 });
    expect(rankPassages(all, 'What is my deductible?', 1)[0]).toMatchObject({ page: 5, clause: 'limit' });
  });

  it('finds a passage through the words a policy uses for the user’s', async () => {
    const passages = [
      { page: 1, text: 'SPECIAL LIMITS\n$1,500 for loss by theft of jewelry, watches and furs.' },
      { page: 2, text: 'CONDITIONS\nYou must give us prompt notice of any loss.' },
    ];
    expect(rankPassages(passages, 'Is my engagement ring covered?', 5).map((passage) => passage.page)).toEqual([1]);
  });

  it('never lets related words outrank the user’s own word, however many of them a passage holds', () => {
    const passages = [
      { page: 1, text: 'jewelry jewels watches precious stones semiprecious stones jewelry jewelry' },
      { page: 2, text: 'The ring of a bell.' },
    ];
    expect(rankPassages(passages, 'ring', 5).map((passage) => passage.page)).toEqual([2, 1]);
  });

  it('leaves out passages that share only a generic word with the question', () => {
    const passages = [{ page: 1, text: 'We cover the increase in living expenses, such as hotel bills.' }];
    expect(rankPassages(passages, "Is my dog's vet bill covered?", 5)).toEqual([]);
  });
});
