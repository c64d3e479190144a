import { beforeAll, describe, expect, it } from 'vitest';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import { AUTO_PAGES } from './fixtures/auto-policy';
import { ask } from './fixtures/ask';
import { passagesOf } from './fixtures/running-pages';

let policy: Passage[];
beforeAll(async () => {
  policy = await passagesOf(AUTO_PAGES);
});

// A part of the car is a thing, not a cause of loss: the breakdown exclusion is reached by what
// befell the part, never by the part alone.
describe('a part of the car', () => {
  it('cut by a vandal is not read as a breakdown', () => {
    const finding = ask(policy, 'my tires got slashed in the parking lot overnight, am I covered?');
    expect(finding.verdict).not.toBe('excluded');
  });

  it('that broke down meets the breakdown exclusion', () => {
    const finding = ask(policy, 'my engine blew on the highway, will they pay to fix it?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(/mechanical or electrical breakdown/);
  });
});

describe('a deductible in a clause read condition by condition', () => {
  it('is not what the clause pays at most', () => {
    const finding = decidePolicyQuestion({
      question: 'will they pay when a vandal scratches the paint',
      passages: [{ page: 1, score: 1, text: 'Coverage for vandalism to your car: actual cash value less a $750 deductible.' }],
      amountsInQuestion: [],
    });
    expect(finding.sentence).not.toMatch(/at most \$750/);
  });
});
