import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// A grant that speaks of the question as closely as an exclusion given back only by an
// endorsement leaves the answer to the cause of the loss, which the question does not say.
const PASSAGES = [
  {
    page: 3,
    score: 2,
    text: 'SECTION I - PERILS INSURED AGAINST\nAccidental discharge or overflow of water or steam from within a plumbing, heating or air conditioning system or from within a household appliance.',
  },
  {
    page: 3,
    score: 2,
    text: 'SECTION I - EXCLUSIONS\nWater which backs up through sewers or drains or which overflows or is discharged from a sump. This exclusion does not apply if the Water Back-Up endorsement is shown in the Declarations.',
  },
];

describe('an exclusion given back only by an endorsement, against a grant as close', () => {
  it('answers "depends", never "excluded", when the question leaves the cause open', () => {
    const finding = decidePolicyQuestion({
      question: 'the upstairs toilet overflowed onto the floor, is that covered',
      passages: PASSAGES,
      amountsInQuestion: [],
    });
    expect(finding.verdict).toBe('depends');
  });
});
