import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// Water is paid or not by where it came from and how long it went on: a question that says
// neither is answered "depends", quoting the grant and the exclusion, never "excluded".

const DISCHARGE = {
  page: 2,
  score: 2,
  text: 'COVERAGE C - PERILS INSURED AGAINST\nWe insure personal property against sudden and accidental discharge of water from a plumbing system or a household appliance.',
};
const NARROWED = {
  page: 4,
  score: 2,
  text: 'EXCLUSIONS\n3. Water damage, meaning flood, surface water, tidal water or overflow of a lake or stream, whether or not driven by wind, is not covered unless the Overland Water endorsement is attached.',
};
const OVER_TIME = {
  page: 4,
  score: 2,
  text: 'EXCLUSIONS\nContinuous or repeated leakage of water over a period of weeks or months is not covered. This exclusion does not apply to leakage concealed inside a wall that no insured knew of.',
};

const ask = (question: string, passages: readonly (typeof DISCHARGE)[]) =>
  decidePolicyQuestion({ question, passages, amountsInQuestion: [] });

describe('water, where the question does not say where it came from', () => {
  it('is not taken away by an exclusion that narrows its own term, "water damage, meaning flood…"', () => {
    const finding = ask('would the policy pay for water damage to my stuff?', [DISCHARGE, NARROWED]);
    expect(finding.verdict).toBe('depends');
    expect(finding.deciding.map((passage) => passage.page)).toEqual([2, 4]);
  });

  it('is taken away by that exclusion when the question names one of its meanings', () => {
    expect(ask('the lake overflowed into the cottage, is that covered?', [DISCHARGE, NARROWED]).verdict).toBe('excluded');
  });

  it('depends, against an exclusion of what goes on over weeks, when the question says nothing of how long', () => {
    const finding = ask('does it cover water leaking on my stuff?', [DISCHARGE, OVER_TIME]);
    expect(finding.verdict).toBe('depends');
    expect(finding.sentence).toMatch(/may or may not be covered, depending on the facts/);
  });
});

describe('an exclusion of causes that befall some things, met only in the things', () => {
  const AGE = {
    page: 5,
    score: 2,
    text: 'EXCLUSIONS\nRust, rot, corrosion, gradual deterioration or cracking of chimneys, decks or siding is not covered.',
  };

  it('depends on the cause when the question names only the thing', () => {
    const finding = ask('will they pay to redo the deck?', [AGE]);
    expect(finding.verdict).toBe('depends');
    expect(finding.sentence).toMatch(/may or may not be covered, depending on the facts: your policy excludes “rust, rot/);
  });

  it('is excluded when the question names a cause it takes away', () => {
    expect(ask('the deck boards rotted through, covered?', [AGE]).verdict).toBe('excluded');
  });
});
