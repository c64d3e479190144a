import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES } from './catalog';
import { searchTemplates } from './search';
import type { LetterTemplate, TemplateCategoryFilter } from './types';

const ids = (templates: readonly LetterTemplate[]) => templates.map((t) => t.id);
const search = (text: string, category?: TemplateCategoryFilter) => ids(searchTemplates(LETTER_TEMPLATES, { search: text, category }));

describe('searchTemplates', () => {
  it('returns everything, in catalogue order, without a search or category', () => {
    expect(ids(searchTemplates(LETTER_TEMPLATES))).toEqual(ids(LETTER_TEMPLATES));
    expect(search('   ')).toEqual(ids(LETTER_TEMPLATES));
  });

  it('matches the title, case-insensitively', () => {
    expect(search('ESCALATION')).toEqual(['escalation-to-supervisor']);
  });

  it('matches the category name', () => {
    expect(search('negotiation')).toEqual(['initial-offer-rejection', 'counter-offer-submission', 'negotiation-summary']);
  });

  it('matches text that is only in the body', () => {
    expect(search('ombudsman')).toEqual(['dispute-final-denial']);
    expect(search('[Third Party Phone]')).toEqual(['third-party-authorization']);
  });

  it('requires every word, in any order and any field', () => {
    expect(search('denial code')).toEqual(['request-explanation-of-denial-code']);
    expect(search('code   denial')).toEqual(['request-explanation-of-denial-code']);
    expect(search('closure holdback')).toEqual(['confirmation-of-payout', 'request-for-claim-closure-letter']);
  });

  it('returns nothing when a word matches nowhere', () => {
    expect(search('zebra')).toEqual([]);
    expect(search('denial zebra')).toEqual([]);
  });

  it('filters by category, and combines with the search', () => {
    expect(search('', 'Policy')).toHaveLength(4);
    expect(search('', 'Follow-Up')).toHaveLength(5);
    expect(search('', 'All')).toHaveLength(20);
    expect(search('denial', 'Closure')).toEqual(['dispute-final-denial']);
    expect(search('ombudsman', 'Submission')).toEqual([]);
  });
});
