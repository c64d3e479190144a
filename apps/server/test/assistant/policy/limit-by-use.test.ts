import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';

// A limit that holds only in a use ("used primarily for business purposes") caps the property
// put to that use, said in the user's words or in words of work; a phone dropped in the kitchen
// is not business property.
const PASSAGES = [
  {
    page: 1,
    score: 2,
    text: 'COVERAGE C - PERSONAL PROPERTY\nWe cover personal property owned or used by an insured while it is anywhere in the world, up to $150,000.',
  },
  {
    page: 2,
    score: 1,
    text: 'SPECIAL LIMITS OF LIABILITY\nf. $2,500 on property, on the residence premises, used primarily for business purposes, including business electronic equipment.',
  },
];

const decide = (question: string) => decidePolicyQuestion({ question, passages: PASSAGES, amountsInQuestion: [] });

describe('a limit that holds only in one use', () => {
  it('does not cap property the user never said was put to that use', () => {
    expect(decide('is my tablet covered, my toddler knocked it off the counter').sentence).not.toContain('$2,500');
  });

  it('caps property put to that use, whether the user says "business" or speaks of their work', () => {
    expect(decide('the printer i use for my business got fried in the fire, is it covered').sentence).toContain('$2,500');
    expect(decide('the electronic equipment in my nail salon burned, is it covered').sentence).toContain('$2,500');
  });
});
