import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import { PassageSearch, type RankedPassage, type StoredPassage } from '../../../src/assistant/retrieval/passage-search';
import { DECLARATIONS_HEADING } from '../../../src/assistant/policy/declarations';

// Questions about the whole policy ("what does it cover?", "what won't it pay for?") have no one
// loss to decide on: the answer is the list they ask for, from the policy's own words.

const DECLARATIONS: RankedPassage = {
  page: 1,
  score: 0,
  grounding: true,
  text: 'CONDOMINIUM UNIT OWNERS DECLARATIONS\nNamed insured: Priya Raman. Policy term: March 3, 2026 to March 3, 2027. Limits. Coverage A Unit Improvements: $60,000. Coverage C Personal Property: $95,000. Coverage E Personal Liability: $500,000.',
};
const EXCLUSIONS: RankedPassage[] = [
  { page: 4, score: 1, text: 'EXCLUSIONS\nWe do not insure loss caused by earth movement, including earthquake or sinkhole.' },
  {
    page: 4,
    score: 1,
    text: 'EXCLUSIONS\nWe do not insure loss caused by freezing of plumbing while the unit is unoccupied, unless heat was maintained.',
  },
];
const GRANT: RankedPassage = {
  page: 3,
  score: 1,
  text: 'PERILS INSURED AGAINST\nWe insure against direct physical loss to property described in Coverage C caused by fire, lightning, windstorm, hail or theft.',
};
const DEFINITION: RankedPassage = {
  page: 2,
  score: 1,
  text: 'DEFINITIONS\n"Accident" means a sudden event, including continued exposure to the same harmful conditions, resulting in bodily injury or property damage.',
};

const decide = (question: string, passages: readonly RankedPassage[]) =>
  decidePolicyQuestion({ question, passages, amountsInQuestion: [] });

describe('a question about the whole policy', () => {
  it('is answered with the coverages and limits the declarations list, word for word, with their page', () => {
    for (const question of ['what does my condo policy protect me from?', 'what can I claim under this insurance?']) {
      const finding = decide(question, [GRANT, DECLARATIONS]);
      expect(finding.verdict).toBe('depends');
      expect(finding.sentence).toMatch(/declarations list what it covers and its limits \(page 1\)/);
      expect(finding.askAdjuster).toEqual([]);
      expect(finding.deciding).toHaveLength(1);
      expect(finding.deciding[0]!.text).toBe(
        'Limits. Coverage A Unit Improvements: $60,000. Coverage C Personal Property: $95,000. Coverage E Personal Liability: $500,000.',
      );
    }
  });

  it('asking what is not paid for, is answered with the exclusions, each by its own sentence', () => {
    const finding = decide("what won't the insurance company pay for?", [GRANT, DECLARATIONS, ...EXCLUSIONS]);
    expect(finding.sentence).toMatch(/^Your policy has several exclusions \(page 4\)/);
    expect(finding.deciding.map((passage) => passage.clause)).toEqual(['exclusion', 'exception']);
  });

  it('is not a question about one loss: a thing or a cause named is decided as before', () => {
    expect(decide('is hail covered under my condo policy?', [GRANT, DECLARATIONS]).sentence).not.toMatch(/declarations list/);
  });
});

describe('a definition met only through words any loss holds', () => {
  it('does not read as the loss: "damage" meets "property damage" in every definition of an accident', () => {
    const finding = decide('does my insurance cover ice storm damage to the gazebo?', [DEFINITION]);
    expect(finding.sentence).not.toMatch(/definition/);
  });
});

describe('a search of one section', () => {
  it('returns the passages under the heading asked for, in the policy’s order, whatever their words', async () => {
    const stored: StoredPassage[] = [
      DECLARATIONS,
      GRANT,
      ...EXCLUSIONS,
      { page: 1, text: 'CONDOMINIUM UNIT OWNERS DECLARATIONS\nDeductible: $1,000.' },
    ];
    const found = await new PassageSearch().search(
      { uploadId: 'u', version: '1' },
      'anything',
      5,
      async () => stored,
      DECLARATIONS_HEADING,
    );
    expect(found.map((passage) => passage.text.split('\n')[1])).toEqual([DECLARATIONS.text.split('\n')[1], 'Deductible: $1,000.']);
  });

  it('lists what the policy covers before the deductible, wherever the declarations put it', () => {
    const deductibleFirst: RankedPassage = {
      page: 1,
      score: 0,
      grounding: true,
      text: 'CONDOMINIUM UNIT OWNERS DECLARATIONS\nDeductible: $1,000 per loss.',
    };
    const finding = decide('what does this policy cover?', [deductibleFirst, DECLARATIONS]);
    expect(finding.deciding.map((passage) => passage.text)).toEqual([
      expect.stringMatching(/^Limits\. Coverage A/),
      'Deductible: $1,000 per loss.',
    ]);
  });
});

describe("the declarations' entries of the user's own case", () => {
  const HOME_DECLARATIONS: RankedPassage = {
    page: 1,
    score: 2,
    text: 'HOMEOWNERS DECLARATIONS\nNamed insured: Lena Ortiz. Residence premises: 88 Birch Lane, Unit 4, Dayton, OH 45402. Coverage D Loss of Use: $60,000.',
  };

  it('do not make a coverage answer a question about the words of a name or an address', () => {
    // "Unit 4" is where the insured lives, not something the policy speaks of.
    expect(decide('are my storage units covered?', [HOME_DECLARATIONS]).verdict).toBe('not_found');
  });

  it('keep their labels, which a question may ask about', () => {
    expect(decide('what is the residence premises on my policy?', [HOME_DECLARATIONS]).verdict).not.toBe('not_found');
  });
});
