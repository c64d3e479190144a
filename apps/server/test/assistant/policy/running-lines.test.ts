import { describe, expect, it } from 'vitest';
import { stripRunningLines } from '../../../src/assistant/retrieval/running-lines';
import { AUTO_PAGES } from './fixtures/auto-policy';
import { HOMEOWNERS_WITH_BACKUP_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

const page = (n: number, body: string) => `HOMEOWNERS 3 – SPECIAL FORM\n${body}\nHO 00 03 05 11 Page ${n} of 4`;

describe('stripRunningLines', () => {
  it('removes a header and a footer repeated on most pages, whatever page number the footer carries', () => {
    const pages = [
      page(1, 'DECLARATIONS\nNamed insured: Ana Ruiz.'),
      page(2, 'DEFINITIONS\n"Fungi" means mold.'),
      page(3, 'EXCLUSIONS\na. Flood.'),
      page(4, 'CONDITIONS\nYou must give notice.'),
    ];
    expect(stripRunningLines(pages)).toEqual([
      'DECLARATIONS\nNamed insured: Ana Ruiz.',
      'DEFINITIONS\n"Fungi" means mold.',
      'EXCLUSIONS\na. Flood.',
      'CONDITIONS\nYou must give notice.',
    ]);
  });

  it('removes bare page numbers and "Page 3 of 8" at a page’s edge, even when they appear once', () => {
    expect(stripRunningLines(['- 7 -\nWe cover hail.', 'We cover fire.\nPage 2 of 9'])).toEqual(['We cover hail.', 'We cover fire.']);
  });

  it('keeps the policy’s own lines: a heading with its own number, a sentence found on a few pages, a table cell inside the page', () => {
    const pages = ['Endorsement 1\nWe cover golf carts.', 'Endorsement 2\nWe cover watercraft.', 'Endorsement 3\nWe cover trailers.'];
    expect(stripRunningLines(pages)).toEqual(pages);
    const declarations = ['DECLARATIONS\nDeductible\n500\nCoverage A\n$400,000\nCoverage B\n$40,000'];
    expect(stripRunningLines(declarations)).toEqual(declarations);
  });
});

describe('policy PDFs with running headers and footers', () => {
  it('leaves no header or footer text in the passages of either policy', async () => {
    for (const pages of [HOMEOWNERS_WITH_BACKUP_PAGES, AUTO_PAGES]) {
      const text = (await passagesOf(pages)).map((passage) => passage.text).join('\n');
      expect(text).not.toMatch(/SPECIAL FORM|PERSONAL AUTO POLICY|Insurance Services Office|Page \d+ of \d+|PP 00 01/);
    }
  });

  it('keeps each passage under its own section heading, not the running header', async () => {
    const passages = await passagesOf(HOMEOWNERS_WITH_BACKUP_PAGES);
    const jewelry = passages.find((passage) => passage.text.includes('theft of jewelry'));
    expect(jewelry).toMatchObject({ page: 3 });
    expect(jewelry!.text.split('\n')[0]).toBe('Special Limits of Liability');
  });
});
