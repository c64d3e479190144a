import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// A limit caps what it pays for, not everything its sentence mentions: "$40 a day for transportation
// expenses incurred because of the theft of your covered auto" caps a rental, not the stolen car.
const PASSAGES = [
  {
    page: 2,
    score: 2,
    text: 'PART D - COVERAGE FOR DAMAGE TO YOUR AUTO\nWe will pay for direct and accidental loss to your covered auto, including theft, minus any applicable deductible.',
  },
  {
    page: 2,
    score: 1,
    text: 'PART D - COVERAGE FOR DAMAGE TO YOUR AUTO\nTransportation Expenses. We will pay up to $30 per day, to a maximum of $900, for temporary transportation expenses incurred by you because of the total theft of your covered auto.',
  },
];

const decide = (question: string) => decidePolicyQuestion({ question, passages: PASSAGES, amountsInQuestion: [] });

describe('what a limit pays for', () => {
  it('does not cap the vehicle itself by the limit on what its theft costs besides', () => {
    const finding = decide('how much do they pay if somebody steals my pickup');
    expect(finding.sentence).not.toContain('$30');
  });

  it('caps what it names', () => {
    const finding = decide('do they pay for temporary transportation while my pickup is missing');
    expect(finding.sentence).toContain('$30 per day, at most $900');
  });
});

describe('a limit met only in a word that says which thing', () => {
  const LIMITS = [
    {
      page: 2,
      score: 2,
      text: 'SPECIAL LIMITS OF LIABILITY\nb. $1,500 on securities, deeds, manuscripts, personal records, passports and tickets.',
    },
    { page: 2, score: 1, text: 'SPECIAL LIMITS OF LIABILITY\nc. $1,500 for loss by theft of jewelry, watches and furs.' },
  ];
  const decideOn = (question: string) => decidePolicyQuestion({ question, passages: LIMITS, amountsInQuestion: [] });

  it('is no answer: "personal" of a personal injury is not the personal records the limit is on', () => {
    const finding = decideOn('does it cover personal injury claims against me');
    expect(finding.sentence).not.toContain('$1,500');
    expect(finding.verdict).not.toBe('limited');
  });

  it('still caps the thing a word names, whatever says which one', () => {
    expect(decideOn('are my grandmother’s pearl watches covered').sentence).toContain('$1,500');
  });
});
