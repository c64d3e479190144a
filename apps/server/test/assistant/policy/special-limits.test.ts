import { beforeAll, describe, expect, it } from 'vitest';
import type { Passage } from '../../../src/assistant/retrieval/chunk-pages';
import { rankPassages } from '../../../src/assistant/retrieval/passage-search';
import { specialLimitsOn, totalWithinLimits, type ClaimedItem } from '../../../src/assistant/policy/special-limits';
import { gatherFacts } from '../../../src/assistant/facts/claim-facts';
import { policyWordsFor } from '../../../src/assistant/glossary/terms';
import { explainTerm } from '../../../src/assistant/providers/offline/jobs/explain-term';
import { sharedLimitNote } from '../../../src/assistant/providers/offline/jobs/shared-limit';
import { claim, context } from '../fixtures/context';
import { HOMEOWNERS_PAGES } from './fixtures/homeowners-policy';
import { passagesOf } from './fixtures/running-pages';

let policy: Passage[];
beforeAll(async () => {
  policy = await passagesOf(HOMEOWNERS_PAGES);
});

const ITEMS: ClaimedItem[] = [
  { label: 'engagement ring', value: 6800 },
  { label: 'bracelet', value: 2900 },
  { label: 'laptop', value: 2399 },
  { label: 'camera', value: 1150 },
  { label: 'cash', value: 600 },
  { label: 'back door', value: 1340 },
];

describe('special limits on the items of a claim', () => {
  it('holds the jewelry to one limit for both pieces, and money to its own', () => {
    const passages = rankPassages(policy, `proof of loss ${ITEMS.map((item) => item.label).join(' ')} special limits`, 12);
    const limits = specialLimitsOn(ITEMS, passages);
    const summary = limits.map((category) => ({
      limit: category.limit,
      page: category.page,
      items: category.items.map((item) => item.label),
      perLoss: category.perLoss,
    }));
    expect(summary).toEqual([
      { limit: 1500, page: 3, items: ['engagement ring', 'bracelet'], perLoss: true },
      { limit: 200, page: 3, items: ['cash'], perLoss: true },
    ]);
    expect(totalWithinLimits(ITEMS, limits)).toBe(1500 + 2399 + 1150 + 200 + 1340);
  });

  it('leaves alone a limit that holds only away from home or in a business use the claim does not name', () => {
    const passages = rankPassages(policy, 'laptop portable electronic equipment special limits', 12);
    expect(specialLimitsOn([{ label: 'laptop', value: 2400 }], passages)).toEqual([]);
    expect(
      specialLimitsOn([{ label: 'laptop stolen while away from the premises', value: 2400 }], passages).map((category) => category.limit),
    ).toEqual([1500]);
  });
});

describe('a list item read with its lead-in', () => {
  it('brings the sentence that opens the list, unscored, when only an item of it is retrieved', () => {
    const ranked = rankPassages(policy, 'is my engagement ring covered', 3);
    const leadIn = ranked.find((passage) => passage.text.includes('total limit for each loss for all property in that category'));
    expect(leadIn).toMatchObject({ score: 0 });
    expect(ranked.at(-1)).toBe(leadIn);
    expect(ranked.filter((passage) => passage.score > 0).length).toBeLessThanOrEqual(3);
  });

  it('says a category limit is shared, naming what else the claim lists in that category', () => {
    const description = 'Taken: my engagement ring and a diamond tennis bracelet from the dresser, a laptop and $600 in cash.';
    const facts = gatherFacts(context({ claims: [claim({ description })] }), 'would my $6,800 engagement ring be covered in full');
    const note = sharedLimitNote(
      'would my $6,800 engagement ring be covered in full',
      facts,
      rankPassages(policy, 'would my $6,800 engagement ring be covered in full', 8),
    );
    expect(note).toBe(
      '**One limit for the whole category:** the $1,500 limit (for loss by theft of jewelry, watches, furs…) is the total for each loss for all property in that category, not a limit per item (page 3). Your claim also lists your diamond tennis bracelet: it counts against the same $1,500.',
    );
    const alone = gatherFacts(context({ claims: [claim({ description: 'Someone took my engagement ring.' })] }), 'is my ring covered');
    expect(sharedLimitNote('is my ring covered', alone, rankPassages(policy, 'is my ring covered', 8))).not.toContain('also lists');
  });
});

describe('a sub-limit explained with the user’s own policy and claim', () => {
  it('quotes the lead-in of the special limits with the sentence after it, and says which limit each thing of the claim meets', () => {
    const description = 'Taken: my engagement ring and a diamond tennis bracelet from the dresser, a laptop and $600 in cash.';
    const message = 'what is a sublimit';
    const facts = gatherFacts(context({ claims: [claim({ description })] }), message);
    const reply = explainTerm(message, facts, rankPassages(policy, `${message} ${policyWordsFor(message).join(' ')}`, 8))!;
    expect(reply).toContain(
      '**In your policy (page 3):** “The special limit for each category shown below is the total limit for each loss for all property in that category. These special limits do not increase the Coverage C limit of liability”',
    );
    expect(reply).toContain(
      '**In your claim:** your engagement ring and diamond tennis bracelet come under the $1,500 limit for loss by theft of jewelry, watches, furs… (page 3); your $600 in cash comes under the $200 limit on money, bank notes, bullion… (page 3). Each limit is the total for its whole category in one loss, not per item.',
    );
  });
});
