import { describe, expect, it } from 'vitest';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import type { RankedPassage } from '../../../src/assistant/retrieval/passage-search';

const OPEN_GRANT: RankedPassage = {
  page: 3,
  score: 0,
  grounding: true,
  text: 'COVERAGES A AND B - INSURED PERILS\nWe insure your buildings against all risks of direct physical loss or damage, subject to the exclusions and conditions of this policy.',
};
const NAMED_PERILS_GRANT: RankedPassage = {
  page: 3,
  score: 0,
  grounding: true,
  text: 'PERILS INSURED AGAINST\nWe insure against direct physical loss to your personal property caused by the following named perils: fire, lightning, windstorm and hail.',
};
const EXCLUSION: RankedPassage = {
  page: 4,
  score: 1,
  text: 'EXCLUSIONS\nWe do not insure loss or damage caused by wear and tear, gradual deterioration or latent defect.',
};

const decide = (question: string, passages: readonly RankedPassage[]) =>
  decidePolicyQuestion({ question, passages, amountsInQuestion: [] });

describe('a cause of loss the policy never names, on an open-perils policy', () => {
  it('is covered unless an exclusion applies, on the grant quoted with its page', () => {
    const finding = decide('are the shutters covered if hooligans smash them', [OPEN_GRANT, EXCLUSION]);
    expect(finding.verdict).toBe('depends');
    expect(finding.sentence).toMatch(/all risks of direct physical loss \(page 3\)/);
    expect(finding.sentence).toMatch(/unless an exclusion applies/);
    expect(finding.deciding[0]).toMatchObject({ page: 3, clause: 'insuring_agreement' });
  });

  it('is not answered from a grant that names its perils', () => {
    expect(decide('are the shutters covered if hooligans smash them', [NAMED_PERILS_GRANT, EXCLUSION]).verdict).toBe('not_found');
  });

  it('is not said of people, animals, money owed or belongings, which a grant for the buildings does not speak to', () => {
    expect(decide('does it cover my visitors', [OPEN_GRANT]).verdict).toBe('not_found');
    expect(decide('does it cover my attorney fees', [OPEN_GRANT]).verdict).toBe('not_found');
    expect(decide('is my shotgun covered', [OPEN_GRANT]).verdict).toBe('not_found');
    expect(decide('is the sofa covered', [OPEN_GRANT]).verdict).toBe('not_found');
  });

  it('never lets the grounding grant decide by its words', () => {
    // "direct physical loss" shares words with the question, but only the question's own search decides.
    const finding = decide('is direct physical loss to my shed covered', [OPEN_GRANT]);
    expect(finding.deciding.map((passage) => passage.page)).toEqual([3]);
    expect(finding.sentence).toMatch(/unless an exclusion applies/);
  });
});

// Buildings against all risks, belongings against the perils the policy lists (an HO-3's shape).
const SPLIT_GRANT: RankedPassage = {
  page: 2,
  score: 0,
  grounding: true,
  text: 'SECTION I - INSURED PERILS\nWe insure against direct physical loss to the property in Coverages A and B, and against the named perils for Coverage C, your personal property.',
};

describe('a thing of the household no clause names, on a policy insuring belongings against named perils', () => {
  it('depends on the cause, on the grant quoted, never "found nothing"', () => {
    for (const question of ['is my laptop covered if it gets wrecked', 'would they pay for my bicycle', 'is the sofa covered']) {
      const finding = decide(question, [SPLIT_GRANT, EXCLUSION]);
      expect(finding.verdict).toBe('depends');
      expect(finding.sentence).toMatch(/belongings only against the perils it names \(page 2\)/);
      expect(finding.deciding[0]).toMatchObject({ page: 2 });
    }
  });

  it('still reads damage to the buildings against all risks', () => {
    expect(decide('are the shutters covered if hooligans smash them', [SPLIT_GRANT, EXCLUSION]).sentence).toMatch(
      /all risks of direct physical loss/,
    );
  });

  it('says nothing of people or animals, which are no belongings', () => {
    expect(decide('does it cover my visitors', [SPLIT_GRANT]).verdict).toBe('not_found');
    expect(decide('is my parrot covered', [SPLIT_GRANT]).verdict).toBe('not_found');
  });

  it('reads the thing before the words that place it, and a cause as a cause', () => {
    for (const question of [
      'are my watches covered while kept at the cottage',
      'what about a suitcase left in a hotel lobby',
      'is vandalism of my canoe covered',
    ]) {
      const finding = decide(question, [SPLIT_GRANT, EXCLUSION]);
      expect(finding.sentence, question).toMatch(/belongings only against the perils it names \(page 2\)/);
    }
  });

  it('is not said on a policy that names no perils for belongings', () => {
    expect(decide('is my laptop covered if it gets wrecked', [OPEN_GRANT]).verdict).toBe('not_found');
  });
});

describe('a thing of the household told with its cause', () => {
  const DUTIES: RankedPassage = {
    page: 5,
    score: 2,
    text: 'SECTION I - CONDITIONS\nDuties After Loss. You must give prompt notice to us, notify the police in case of loss by theft, and protect the property from further damage.',
  };

  it('is not answered by a duty after any loss of that cause, and leaves open whether the policy names the cause', () => {
    for (const question of ['is scooter theft covered?', 'our canoe got stolen off the dock, are we covered']) {
      const finding = decide(question, [DUTIES, SPLIT_GRANT]);
      expect(finding.deciding[0]).toMatchObject({ page: 2 });
      expect(finding.sentence).toMatch(/depends on whether that cause is one of the perils it names/);
    }
  });

  it('still finds the duty when the question asks what to do', () => {
    expect(decide('must I notify the police after a theft?', [DUTIES, SPLIT_GRANT]).deciding[0]).toMatchObject({ page: 5 });
  });
});

describe('an exclusion of slow causes of some things, for a thing a sudden cause struck', () => {
  const AGE: RankedPassage = {
    page: 4,
    score: 2,
    text: 'EXCLUSIONS\nRust, rot, corrosion, gradual deterioration or cracking of chimneys, decks or siding is not covered.',
  };

  it('is set aside, and the grant of all risks answers', () => {
    for (const question of ['lightning split the chimney, is that covered?', 'the deck collapsed under heavy snow, covered?']) {
      const finding = decide(question, [AGE, OPEN_GRANT]);
      expect(finding.verdict).toBe('depends');
      expect(finding.sentence).toMatch(/all risks of direct physical loss \(page 3\)/);
    }
  });

  it('still decides when the question gives one of its causes', () => {
    expect(decide('the chimney is crumbling from rust, covered?', [AGE, OPEN_GRANT]).verdict).toBe('excluded');
  });
});
