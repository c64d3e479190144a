import { beforeAll, describe, expect, it } from 'vitest';
import { decidePolicyQuestion, PASSAGES_FOR_DECISION } from '../../../src/assistant/policy/decide';
import { carveBack } from '../../../src/assistant/policy/exception-facts';
import { rankPassages } from '../../../src/assistant/retrieval/passage-search';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { ask, where } from './fixtures/ask';
import { HOMEOWNERS_PAGES, HOMEOWNERS_WITH_BACKUP_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

let policy: Passage[];
let withBackup: Passage[];
beforeAll(async () => {
  [policy, withBackup] = await Promise.all([passagesOf(HOMEOWNERS_PAGES), passagesOf(HOMEOWNERS_WITH_BACKUP_PAGES)]);
});

describe('homeowners policy: jewelry', () => {
  it('caps a ring worth more than the special limit, comparing the two amounts', () => {
    const finding = ask(policy, 'Is my $6,800 ring covered?');
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toBe(
      'Your $6,800 ring appears covered only up to $1,500: $6,800 is more than the limit of $1,500 for loss by theft of jewelry, watches, furs, precious and semiprecious stones (page 3).',
    );
    expect(where(finding)).toEqual(['p3 limit']);
    expect(finding.askAdjuster.join(' ')).toMatch(/scheduled/);
  });

  it('calls a necklace under the limit covered, and says so against the limit', () => {
    const finding = ask(policy, 'My $900 necklace was stolen. Is it covered?');
    expect(finding.verdict).toBe('covered');
    expect(finding.sentence).toMatch(
      /^If your \$900 necklace was stolen, it appears covered: \$900 is within the limit of \$1,500 .* \(page 3\)\.$/,
    );
  });
});

describe('homeowners policy: water', () => {
  it('reads mold as excluded with its carve-back and the carve-back’s limit, the definition beside them', () => {
    const finding = ask(policy, 'Is mold covered?');
    expect(finding.verdict).toBe('depends');
    expect(finding.sentence).toMatch(
      /^Mold appears excluded, except fungi, wet or dry rot or bacteria hidden within the walls .* which is covered up to \$10,000 \(pages 4 and 6\)\.$/,
    );
    expect(where(finding)).toEqual(['p6 exception', 'p4 limit', 'p2 definition']);
  });

  it('calls mold covered up to its limit when the user’s facts meet the carve-back', () => {
    const finding = ask(policy, 'I found mould behind the bathroom wall after a pipe leak. Is it covered?');
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toMatch(/appears covered up to \$10,000: the exclusion does not apply to fungi/);
  });

  it('reads the claim’s own account of the loss against the carve-back, when the question names only the subject', () => {
    const question = 'Is mold covered?';
    const circumstances = 'A supply line leaked inside the bathroom wall for weeks before we saw the stain.';
    const passages = rankPassages(policy, question, PASSAGES_FOR_DECISION);
    const finding = decidePolicyQuestion({ question, passages, amountsInQuestion: [], circumstances });
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toMatch(/appears covered up to \$10,000/);
    const outside = decidePolicyQuestion({
      question,
      passages,
      amountsInQuestion: [],
      circumstances: 'The basement flooded from the river.',
    });
    expect(outside.verdict).toBe('depends');
  });

  it('covers sewer backup up to an endorsement’s limit stated in the endorsement’s own sentence, the deductible beside it not taken for the limit', () => {
    const pages: Passage[] = [
      {
        page: 3,
        position: 0,
        text: 'EXCLUSIONS\nWe do not insure loss or damage caused by the backing up or escape of water from a sewer, sump or septic tank, unless the Sewer Back-up endorsement is shown in the Declarations.',
      },
      {
        page: 5,
        position: 1,
        text: 'SEWER BACK-UP ENDORSEMENT\nWe insure direct physical loss or damage caused by the sudden and accidental backing up or escape of water or sewage from a sewer, sump, septic tank or drain on your premises. The most we pay in any one occurrence is $25,000, after a deductible of $2,500, which replaces the policy deductible for this loss.',
      },
    ];
    const question = 'am I covered for sewer backup? up to what amount';
    const finding = decidePolicyQuestion({
      question,
      passages: rankPassages(pages, question, PASSAGES_FOR_DECISION),
      amountsInQuestion: [],
    });
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toBe('Sewer backup appears covered up to $25,000 under the Sewer Back-up Endorsement (page 5).');
  });

  it('reads "Exception: we cover …" as a carve-back', () => {
    expect(carveBack('Exception: we cover fungi or mold hidden within the walls that results from a covered discharge of water.')).toEqual({
      joiner: 'except',
      text: 'fungi or mold hidden within the walls that results from a covered discharge of water',
    });
  });

  it('excludes sewer backup, naming the endorsement the policy lacks', () => {
    const finding = ask(policy, 'Is sewer backup covered?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(
      /^Sewer backup appears excluded: .*backs up through sewers or drains.* \(page 6\); it is covered only by a water back-up \(sewer backup\) endorsement, and I could not find that in your policy\.$/,
    );
    expect(where(finding)).toEqual(['p6 exclusion']);
  });

  it('covers sewer backup up to the endorsement’s limit when the policy has the endorsement', () => {
    const finding = ask(withBackup, 'Is sewer backup covered?');
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toBe(
      'Sewer backup appears covered up to $10,000 for each loss under the Water Back-up and Sump Discharge or Overflow Endorsement (page 8).',
    );
    expect(where(finding)).toEqual(['p8 insuring_agreement', 'p8 limit']);
  });

  it('excludes flood from a river', () => {
    const finding = ask(policy, 'My basement flooded from the river. Am I covered for flood?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(/^Flood appears excluded: your policy does not cover “flood, surface water, waves/);
    expect(finding.sentence).toMatch(/separate flood insurance/);
  });

  it('covers a burst pipe, with the seepage exclusion as a caveat to confirm', () => {
    const finding = ask(policy, 'A pipe burst in my kitchen wall. Am I covered?');
    expect(finding.verdict).toBe('covered');
    expect(finding.sentence).toMatch(
      /^If a pipe burst in your kitchen wall, it appears covered: your policy covers “sudden and accidental discharge/,
    );
    expect(where(finding)).toEqual(['p5 insuring_agreement', 'p6 exclusion']);
    expect(finding.askAdjuster.join(' ')).toMatch(/Constant or repeated seepage/i);
  });

  it('excludes seepage that went on for months', () => {
    const finding = ask(policy, 'Water has been slowly seeping from my shower for months. Is that covered?');
    expect(finding.verdict).toBe('excluded');
    expect(finding.sentence).toMatch(/“constant or repeated seepage or leakage of water/);
  });

  it('says a leak depends on how long it went on when the user does not say', () => {
    const finding = ask(policy, 'My kitchen sink has been leaking. Is it covered?');
    expect(finding.verdict).toBe('depends');
    expect(finding.sentence).toMatch(
      /covers “sudden and accidental discharge.*\(page 5\) but excludes “constant or repeated seepage.*\(page 6\)/,
    );
  });
});

describe('homeowners policy: living elsewhere, deductible, theft from a car', () => {
  it('covers a hotel while the house is repaired, up to the loss of use limit', () => {
    const finding = ask(policy, 'Will the insurance pay for a hotel and meals while my house is being repaired?');
    expect(finding.verdict).toBe('limited');
    expect(finding.sentence).toBe(
      'A hotel and meals while your house is being repaired appear covered up to $80,000 under Coverage D – Loss of Use (pages 1 and 4).',
    );
    expect(where(finding)).toEqual(['p4 insuring_agreement', 'p1 limit']);
  });

  it('states the deductibles, and weighs a loss against the deductible', () => {
    expect(ask(policy, 'What is my deductible?').sentence).toBe(
      'Your policy shows 2 deductibles: $1,000 for each loss (Section I) and 2% of Coverage A (Windstorm or hail) (page 1).',
    );
    const small = ask(policy, 'The repair is $800, is that under my deductible?');
    expect(small.sentence).toBe(
      'Your $800 loss is within your $1,000 deductible for Section I, so the insurer would likely pay nothing on it (page 1).',
    );
  });

  it('says theft from a car depends on forced entry, and covers it up to the electronics limit when the facts show it', () => {
    const stolen = ask(policy, 'My laptop was stolen from my car. Is it covered?');
    expect(stolen.verdict).toBe('depends');
    expect(stolen.sentence).toBe(
      'If your laptop was stolen from your car, it appears excluded unless the vehicle was locked and there are visible marks of forcible entry into it; then it is covered up to $1,500 (pages 3 and 5).',
    );
    const forced = ask(policy, 'Someone smashed my car window and stole my laptop. Is it covered?');
    expect(forced.verdict).toBe('limited');
    expect(forced.sentence).toMatch(/it appears covered up to \$1,500: the exclusion does not apply when the vehicle was locked/);
  });

  it('does not cap a question about theft in general with the limit on stolen firearms', () => {
    const finding = ask(policy, 'Is theft covered?');
    expect(finding.verdict).toBe('covered');
    expect(where(finding)).toEqual(['p5 insuring_agreement']);
  });
});

describe('homeowners policy: from fewer passages', () => {
  it.each([
    ['Is my $6,800 ring covered?', 'limited'],
    ['Is mold covered?', 'depends'],
    ['I found mould behind the bathroom wall after a pipe leak. Is it covered?', 'limited'],
    ['Is sewer backup covered?', 'excluded'],
    ['A pipe burst in my kitchen wall. Am I covered?', 'covered'],
    ['Will the insurance pay for a hotel and meals while my house is being repaired?', 'limited'],
    ["Is my dog's vet bill covered?", 'not_found'],
  ])('decides "%s" the same from the five passages a chat message carries', (question, verdict) => {
    expect(ask(policy, question, 5).verdict).toBe(verdict);
    expect(ask(policy, question, 5).sentence).toBe(ask(policy, question).sentence);
  });
});

describe('homeowners policy: nothing relevant', () => {
  it('says plainly that a vet’s bill is not in the policy, whatever the best passage scores', () => {
    const finding = ask(policy, "Is my dog's vet bill covered?");
    expect(finding).toMatchObject({
      verdict: 'not_found',
      sentence: "I could not find anything about your dog's vet bill in your policy.",
      deciding: [],
    });
    expect(finding.askAdjuster[0]).toBe("Which part of my policy, if any, covers your dog's vet bill.");
  });

  it('decides nothing from passages about other things, however high they scored', () => {
    const unrelated = [{ page: 7, text: 'SECTION I – CONDITIONS\nYou must give us prompt notice of any loss.', score: 9 }];
    expect(ask(policy, 'Is my iguana covered?').verdict).toBe('not_found');
    expect(decidePolicyQuestion({ question: 'Is my iguana covered?', passages: unrelated, amountsInQuestion: [] }).verdict).toBe(
      'not_found',
    );
  });
});
