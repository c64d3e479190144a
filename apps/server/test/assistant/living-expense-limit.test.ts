import { describe, expect, it } from 'vitest';
import { describeLimit, livingExpenseLimit } from '../../src/assistant/providers/offline/jobs/living-expense-limit';

const passage = (page: number, text: string) => ({ page, text, score: 1 });

describe("the living-expense coverage's limit in the policy", () => {
  it('reads a cap in a passage about the coverage, in a sentence that does not name it', () => {
    const limit = livingExpenseLimit([
      passage(2, 'Section I deductible: $1,500 per occurrence.'),
      passage(
        7,
        'LOSS OF USE. We pay the reasonable extra cost of housing your family elsewhere. Payment stops when repairs are done, and never exceeds $48,500 in total.',
      ),
    ]);
    expect(limit).toEqual({
      sum: '$48,500',
      rate: null,
      period: null,
      page: 7,
      amounts: { sumDollars: 48_500, rate: null, period: null },
    });
  });

  it('reads a daily rate and a period, and says them in the policy’s terms', () => {
    const limit = livingExpenseLimit([passage(3, 'Loss of use: up to $75 per day for a rental vehicle, for no more than 30 days.')]);
    expect(limit).not.toBeNull();
    expect(describeLimit(limit!)).toBe('$75 a day, for 30 days (page 3)');
    expect(limit!.amounts).toEqual({ sumDollars: null, rate: { dollars: 75, per: 'day' }, period: { count: 30, unit: 'day' } });
  });

  it('reads the limit a declarations page gives the coverage after its name and a colon, not another coverage’s', () => {
    const limit = livingExpenseLimit([
      passage(1, 'Limits. Coverage A Dwelling: $250,000. Coverage C Personal Property: $125,000. Coverage D Loss of Use: $50,000.'),
    ]);
    expect(limit).toMatchObject({ sum: '$50,000', page: 1, amounts: { sumDollars: 50_000 } });
  });

  it('finds nothing where no passage names the coverage, or none caps it', () => {
    expect(livingExpenseLimit([passage(4, 'We do not cover mould, up to $10,000 for remediation.')])).toBeNull();
    expect(livingExpenseLimit([passage(6, 'Additional living expense covers the increase in your living costs.')])).toBeNull();
  });
});
