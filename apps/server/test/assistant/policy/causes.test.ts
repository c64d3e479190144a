import { describe, expect, it } from 'vitest';
import { amountsIn } from '../../../src/assistant/policy/amounts';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

const PASSAGES = [
  {
    page: 3,
    score: 2,
    text: 'SECTION I - EXCLUSIONS\nWear and tear, marring, deterioration, latent defect, settling, cracking or shrinking of pavements, foundations or roofs is not covered.',
  },
  {
    page: 2,
    score: 1,
    text: 'SECTION I - PERILS INSURED AGAINST\nWe insure against direct physical loss to property described in Coverage A, including windstorm or hail.',
  },
];

const decide = (question: string, circumstances?: string) =>
  decidePolicyQuestion({ question, passages: PASSAGES, amountsInQuestion: amountsIn(question), circumstances });

describe('an exclusion of slow causes against a sudden loss', () => {
  it('excludes when the account gives a slow cause, and leaves it to the cause when nothing gives one', () => {
    expect(decide('will they pay for a new roof', 'The roof is old and the shingles are curling.').verdict).toBe('excluded');
    // The exclusion is of causes that befall roofs, and nothing says what befell this one.
    expect(decide('will they pay for a new roof').verdict).toBe('depends');
  });

  it('does not decide a roof cracked by hail', () => {
    expect(decide('will they pay for a new roof', 'Hail cracked shingles across the whole roof.').verdict).not.toBe('excluded');
  });

  it('still decides a question that gives the slow cause itself', () => {
    expect(decide('is wear and tear on my roof covered', 'Hail cracked shingles across the whole roof.').verdict).toBe('excluded');
  });
});
