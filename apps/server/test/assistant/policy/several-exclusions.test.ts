import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// One passage, two exclusions, each with its own carve-back: the question about the second is read
// against the second, never against the first one's words or its "unless".
const PASSAGE = {
  page: 4,
  score: 1,
  text:
    'EXCLUSIONS\nWe do not insure loss or damage caused by smog, rust or corrosion, unless it results from a sudden escape of steam. ' +
    'We do not insure loss or damage caused by fungi or spores, unless they are the direct result of an insured peril and are removed within a reasonable time after the loss.',
};

const decide = (question: string) => decidePolicyQuestion({ question, passages: [PASSAGE], amountsInQuestion: [] });

describe('a passage that holds several exclusions', () => {
  it('reads the exclusion the question is about, with its own carve-back', () => {
    const finding = decide('are fungi covered');
    expect(finding.sentence).toContain('direct result of an insured peril');
    expect(finding.sentence).not.toContain('steam');
  });

  it('still reads the first exclusion for a question about it', () => {
    const finding = decide('is corrosion covered');
    expect(finding.sentence).toContain('steam');
    expect(finding.sentence).not.toContain('insured peril');
  });
});
