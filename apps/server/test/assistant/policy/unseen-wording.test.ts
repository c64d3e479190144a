import { describe, expect, it } from 'vitest';
import { carveBack } from '../../../src/assistant/policy/exception-facts';
import { analyzeQuestion } from '../../../src/assistant/retrieval/query';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import { meetings, questionReach } from '../../../src/assistant/policy/conditions/question-reach';
import { clauseParts } from '../../../src/assistant/policy/conditions/clause-parts';

// Three ways a question in words the policy does not use was read wrong; each test uses its own wording.

const passage = (page: number, text: string, score = 1) => ({ page, score, text });

describe('a word reached through WordNet meets a clause word of its own family only', () => {
  it('does not take "backup" (a substitute) for the clause word "back"', () => {
    const part = clauseParts([passage(1, 'We insure the amount held back until the work is complete.')])[0]!;
    const met = meetings(part, questionReach('is a new boiler replacement paid for'));
    expect(met.map((meeting) => meeting.word)).not.toContain('back');
  });

  it('still meets a clause word with a family ending ("leak" / "leakage")', () => {
    const part = clauseParts([passage(1, 'We do not insure leakage of water over a period of weeks.')])[0]!;
    const met = meetings(part, questionReach('my dishwasher has a slow leak'));
    expect(met.map((meeting) => meeting.said)).toContain('leak');
  });
});

describe('a carve-back written as "does not apply when…"', () => {
  it('reads as "unless", never as the exclusion applying when the carve-back is met', () => {
    const carve = carveBack('This exclusion does not apply when the escape of water was sudden and hidden from view.');
    expect(carve).toEqual({ joiner: 'unless', text: 'the escape of water was sudden and hidden from view' });
  });
});

describe('a special limit on other things', () => {
  const PASSAGES = [
    passage(2, 'SPECIAL LIMITS OF LIABILITY\n$2,500 for loss by theft of firearms and related equipment.', 3),
    passage(3, 'SECTION I - PERILS INSURED AGAINST\nWe insure against direct physical loss to property described in Coverages A and B.', 1),
  ];

  it('is no answer on a thing it does not name, though both are thefts', () => {
    const finding = decidePolicyQuestion({ question: 'is my stolen motorbike covered', passages: PASSAGES, amountsInQuestion: [] });
    expect(finding.sentence).not.toContain('firearms');
  });

  it('still caps what it names', () => {
    const finding = decidePolicyQuestion({ question: 'is my stolen shotgun covered', passages: PASSAGES, amountsInQuestion: [] });
    expect(finding.sentence).toContain('$2,500');
  });
});

describe('the kind of policy named in a question', () => {
  it('names the user’s own policy when the question asks what it covers', () => {
    expect(analyzeQuestion('what would a renters policy cover for us').broad).toBe(true);
  });

  it('is the subject when the question asks about the kind itself', () => {
    expect(analyzeQuestion('tell me about condo insurance').broad).toBe(false);
  });

  it('leaves the thing asked about as the subject', () => {
    expect(analyzeQuestion('would a condo policy cover my cracked countertop').concepts.map((concept) => concept.term)).toContain(
      'countertop',
    );
  });
});
