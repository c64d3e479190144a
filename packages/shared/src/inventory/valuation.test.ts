import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INVENTORY_QUANTITY_MAX, INVENTORY_UNIT_COST_MAX_CENTS } from './limits';
import { anyValuationInput } from './test-support';
import { INVENTORY_CATEGORY_TABLE } from './useful-life';
import { MINIMUM_REMAINING_VALUE_BASIS_POINTS, valueItem, type ValuationInput } from './valuation';

const base: ValuationInput = {
  category: 'furniture',
  quantity: 1,
  unitReplacementCostCents: 150_000,
  ageMonths: 36,
  condition: 'good',
  lifeYearsOverride: null,
};

describe('valueItem', () => {
  it('depreciates in a straight line over the table life: a 15-year sofa at 3 years has lost 20%', () => {
    expect(valueItem(base)).toEqual({
      ageMonths: 36,
      lifeYears: 15,
      depreciationBasisPoints: 2_000,
      rcvCents: 150_000,
      depreciationCents: 30_000,
      acvCents: 120_000,
    });
  });

  it('multiplies the unit cost by the quantity before depreciating', () => {
    const four = valueItem({ ...base, quantity: 4 });
    expect([four.rcvCents, four.depreciationCents, four.acvCents]).toEqual([600_000, 120_000, 480_000]);
  });

  it('stops at the floor: an old item keeps 20% of its replacement cost', () => {
    const old = valueItem({ ...base, ageMonths: 40 * 12 });
    expect(old.depreciationBasisPoints).toBe(8_000);
    expect(old.acvCents).toBe(30_000);
  });

  it('moves depreciation by condition, within none and the maximum', () => {
    expect(valueItem({ ...base, condition: 'poor' }).depreciationBasisPoints).toBe(4_000);
    expect(valueItem({ ...base, condition: 'excellent' }).depreciationBasisPoints).toBe(1_000);
    expect(valueItem({ ...base, ageMonths: 0, condition: 'excellent' }).depreciationBasisPoints).toBe(0);
    expect(valueItem({ ...base, ageMonths: 14 * 12, condition: 'poor' }).depreciationBasisPoints).toBe(8_000);
  });

  it('uses the overridden life instead of the table', () => {
    const valued = valueItem({ ...base, lifeYearsOverride: 30 });
    expect([valued.lifeYears, valued.depreciationBasisPoints]).toEqual([30, 1_000]);
  });

  it('does not depreciate jewellery or art, whatever their age and condition, unless a life is given', () => {
    for (const category of ['jewellery', 'art_collectibles'] as const) {
      const valued = valueItem({ ...base, category, ageMonths: 600, condition: 'poor' });
      expect([valued.lifeYears, valued.depreciationCents, valued.acvCents]).toEqual([null, 0, 150_000]);
    }
    expect(valueItem({ ...base, category: 'jewellery', lifeYearsOverride: 10 }).depreciationBasisPoints).toBe(3_000);
  });

  it('rounds depreciation down to the cent, in the policyholder’s favour', () => {
    // 1/7 of 7 years' life: 1,428 basis points of 999 cents is 142.66 cents of depreciation.
    const valued = valueItem({ ...base, category: 'electronics', unitReplacementCostCents: 999, ageMonths: 12 });
    expect([valued.depreciationBasisPoints, valued.depreciationCents, valued.acvCents]).toEqual([1_428, 142, 857]);
  });

  it('stays exact where quantity × cost × rate passes 2^53', () => {
    const valued = valueItem({
      ...base,
      quantity: INVENTORY_QUANTITY_MAX,
      unitReplacementCostCents: INVENTORY_UNIT_COST_MAX_CENTS,
      ageMonths: 37,
    });
    const exact = (BigInt(valued.rcvCents) * BigInt(valued.depreciationBasisPoints)) / 10_000n;
    expect(BigInt(valued.depreciationCents)).toBe(exact);
  });

  it('names a life for every depreciating category and none for the others', () => {
    for (const row of INVENTORY_CATEGORY_TABLE) expect(row.usefulLifeYears === null || row.usefulLifeYears > 0).toBe(true);
  });
});

describe('valueItem, for any item', () => {
  it('never values an item below the floor nor above its replacement cost', () => {
    fc.assert(
      fc.property(anyValuationInput, (input) => {
        const { rcvCents, depreciationCents, acvCents } = valueItem(input);
        expect(rcvCents).toBe(input.quantity * input.unitReplacementCostCents);
        expect(acvCents).toBeLessThanOrEqual(rcvCents);
        expect(acvCents * 10_000).toBeGreaterThanOrEqual(rcvCents * MINIMUM_REMAINING_VALUE_BASIS_POINTS);
        expect(acvCents + depreciationCents).toBe(rcvCents);
        expect(Number.isSafeInteger(acvCents) && Number.isSafeInteger(depreciationCents)).toBe(true);
      }),
      { numRuns: 2_000 },
    );
  });

  it('never gives an older item more value than a younger one of the same kind', () => {
    fc.assert(
      fc.property(anyValuationInput, fc.integer({ min: 0, max: 120 }), (input, extraMonths) => {
        const older = valueItem({ ...input, ageMonths: input.ageMonths + extraMonths });
        expect(older.acvCents).toBeLessThanOrEqual(valueItem(input).acvCents);
      }),
    );
  });
});
