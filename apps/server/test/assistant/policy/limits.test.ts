import { describe, expect, it } from 'vitest';
import { amountsIn, moneyIn } from '../../../src/assistant/policy/amounts';
import { capFor } from '../../../src/assistant/policy/caps';
import { decidePolicyQuestion } from '../../../src/assistant/policy/decide';
import { weigh } from '../../../src/assistant/policy/weigh';
import { analyzeQuestion } from '../../../src/assistant/retrieval/query';

const TABLE =
  'DECLARATIONS\nDwelling Building $650,000 Detached Private Structures $65,000 Personal Property $390,000 Additional Living Expenses $130,000';
const LIST =
  'SPECIAL LIMITS\nWe will pay no more than $200 on money, $1,500 on securities, $2,500 for loss by theft of jewelry and watches, $3,000 on watercraft.';

function capOf(question: string, texts: readonly string[]) {
  const analyzed = analyzeQuestion(question);
  return capFor(
    texts.map((text, index) => weigh({ page: index + 1, text, score: 1 }, index, analyzed)),
    analyzed,
  );
}

describe('moneyIn', () => {
  it('reads dollars, shares and what they are per', () => {
    expect(moneyIn('Rental Reimbursement: $40 per day, $1,200 maximum.').map(({ value, phrase }) => [value, phrase])).toEqual([
      [40, '$40 per day'],
      [1200, '$1,200'],
    ]);
    expect(moneyIn('Windstorm or hail deductible: 2% of Coverage A.')).toMatchObject([
      { value: 2, percent: true, phrase: '2% of Coverage A' },
    ]);
    expect(amountsIn('My ring cost $6,800 and the repair 2,500 dollars, about $1.5 million in all')).toEqual([1_500_000, 6800, 2500]);
  });
});

describe('capFor', () => {
  it('takes each amount of a declarations table with its own label', () => {
    expect(capOf('Will they pay for a hotel?', [TABLE])).toMatchObject({
      phrase: '$130,000',
      appliesTo: 'under Additional Living Expenses',
    });
  });

  it('takes each amount of a list with the words after it', () => {
    expect(capOf('Is my $6,800 ring covered?', [LIST])).toMatchObject({
      phrase: '$2,500',
      appliesTo: 'for loss by theft of jewelry and watches',
    });
    expect(capOf('Is my canoe covered?', [LIST])).toMatchObject({ phrase: '$3,000' });
  });

  it('keeps a deductible out of the limits, and a limit on some stolen things off a question about theft itself', () => {
    expect(capOf('Is my car covered?', ['DECLARATIONS\nCollision: actual cash value minus a $500 deductible.'])).toBeNull();
    // The rows under a "Deductibles." title are deductibles, though no row says so.
    expect(capOf('Is my porch covered for any peril?', ['DECLARATIONS\nDeductibles. Any peril: $750 per loss.'])).toBeNull();
    expect(capOf('Is theft covered?', [LIST])).toBeNull();
  });

  it('answers a question naming only a cause from a limit on some stolen things as covered, saying the limit is on those things', () => {
    const analyzed = analyzeQuestion('Is burglary covered?');
    const limit = weigh({ page: 2, text: 'SPECIAL LIMITS\n$2,000 for loss by theft of tools and equipment.', score: 1 }, 0, analyzed);
    const finding = decidePolicyQuestion({
      question: 'Is burglary covered?',
      passages: [{ page: 2, text: 'SPECIAL LIMITS\n$2,000 for loss by theft of tools and equipment.', score: 1 }],
      amountsInQuestion: [],
    });
    expect(limit.clause).toBe('limit');
    expect(finding.sentence).toMatch(
      /covered, with special limits on some things: your policy pays at most “\$2,000 for loss by theft of tools/,
    );
  });

  it('never caps by a declarations row that shares only the heading’s word for the whole policy', () => {
    const autoTable =
      'MOTOR VEHICLE POLICY DECLARATIONS\nBodily Injury: $250,000 each person, $500,000 each accident, $100,000 property damage.';
    expect(capOf('somebody scratched my van with a key', [autoTable])).toBeNull();
  });
});

describe('a question asking for the deductible', () => {
  const TITLED = 'DECLARATIONS\nDeductibles. All other perils: $750 per loss. Windstorm or hail: 1% of Coverage A.';

  it('is answered from the rows under a deductibles title, the one its cause picks first, even when it tells more than it asks', () => {
    const finding = decidePolicyQuestion({
      question: 'hail dented the siding and the gutters last week, which deductible do I pay?',
      passages: [{ page: 1, text: TITLED, score: 1 }],
      amountsInQuestion: [],
    });
    expect(finding.sentence).toMatch(/deductible for Windstorm or hail appears to be 1% of Coverage A/);
  });
});

describe('a limit on what one peril takes', () => {
  const THEFT_LIMIT = { page: 2, score: 1, text: 'SPECIAL LIMITS OF LIABILITY\nc. $2,000 for loss by theft of jewelry, watches and furs.' };
  const ask = (question: string) => decidePolicyQuestion({ question, passages: [THEFT_LIMIT], amountsInQuestion: [] });

  it('caps the thing when the question tells that peril, or no cause at all', () => {
    expect(ask('my watch was stolen at the gym, is it covered?').sentence).toMatch(/up to \$2,000 for loss by theft/);
    expect(ask('is my grandmother’s brooch covered?').sentence).toMatch(/\$2,000 for loss by theft/);
  });

  it('does not cap it when the question tells of something else befalling it', () => {
    for (const question of ['is a scratched watch covered?', 'I misplaced my bracelet on holiday, am I covered?'])
      expect(ask(question).sentence, question).not.toMatch(/\$2,000/);
  });
});

describe('a carve-back with its own limit', () => {
  const FUNGI = {
    page: 3,
    score: 2,
    text: 'EXCLUSIONS\nFungi or wet rot are not covered. Exception: we cover fungi or wet rot hidden within the walls that results from a covered discharge of water. The most we will pay for such fungi, including removal and testing, is $7,500.',
  };
  const DWELLING = { page: 1, score: 1, text: 'DECLARATIONS\nCoverage A Dwelling: $380,000. Coverage C Personal Property: $190,000.' };
  const ask = (question: string) => decidePolicyQuestion({ question, passages: [FUNGI, DWELLING], amountsInQuestion: [] });

  it('is capped by its own limit, never by a coverage the question’s setting words reach', () => {
    const finding = ask('there is fungi inside the laundry room wall from a leaking pipe, covered in my home?');
    expect(finding.sentence).toMatch(/\$7,500/);
    expect(finding.sentence).not.toMatch(/\$380,000/);
  });

  it('is not met by words of its limit: asking what removal costs says nothing of where the fungus grew', () => {
    expect(ask('does my home policy pay for fungus removal?').verdict).toBe('depends');
  });
});
