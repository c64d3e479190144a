import { conditionAdjustmentPoints, type TInventoryCondition } from './condition';
import { usefulLifeOf, type TInventoryCategory } from './useful-life';

/** Rates are whole basis points (1/100 of a percent), so every step is integer arithmetic. */
export const FULL_BASIS_POINTS = 10_000;

/**
 * Depreciation stops at 80%: an item still in use was worth something the day before the loss.
 * The guides set this floor between 10% (Claims Pages: never beyond 90% for a working item) and
 * 25% (the U.S. Allowance List-Depreciation Guide's 75% maximum); 20% sits between them.
 */
export const MINIMUM_REMAINING_VALUE_BASIS_POINTS = 2_000;
export const MAX_DEPRECIATION_BASIS_POINTS = FULL_BASIS_POINTS - MINIMUM_REMAINING_VALUE_BASIS_POINTS;

export interface ValuationInput {
  category: TInventoryCategory;
  quantity: number;
  unitReplacementCostCents: number;
  ageMonths: number;
  condition: TInventoryCondition;
  /** The user's own useful life for this item, in years; null keeps the table's. */
  lifeYearsOverride: number | null;
}

export interface Valuation {
  ageMonths: number;
  /** The life used: the override, else the table's; null when the item is not depreciated. */
  lifeYears: number | null;
  depreciationBasisPoints: number;
  rcvCents: number;
  depreciationCents: number;
  acvCents: number;
}

const clamp = (value: number, low: number, high: number) => Math.min(high, Math.max(low, value));

/** Straight-line depreciation by age, moved by condition, held between none and the maximum. */
export function depreciationBasisPoints(input: Pick<ValuationInput, 'category' | 'ageMonths' | 'condition' | 'lifeYearsOverride'>): number {
  const lifeYears = input.lifeYearsOverride ?? usefulLifeOf(input.category);
  if (lifeYears === null) return 0;
  const straightLine = Math.floor((input.ageMonths * FULL_BASIS_POINTS) / (lifeYears * 12));
  const adjusted = straightLine + conditionAdjustmentPoints(input.condition) * 100;
  return clamp(adjusted, 0, MAX_DEPRECIATION_BASIS_POINTS);
}

/**
 * Replacement cost new (RCV), depreciation and actual cash value (ACV = RCV − depreciation) of one
 * line, in cents. Depreciation rounds down (a fraction of a cent is not taken from the policyholder),
 * so ACV is never below the floor. The product goes through BigInt: quantity × unit cost × rate can
 * pass 2^53 before the division.
 */
export function valueItem(input: ValuationInput): Valuation {
  const rcvCents = input.quantity * input.unitReplacementCostCents;
  const rate = depreciationBasisPoints(input);
  const depreciationCents = Number((BigInt(rcvCents) * BigInt(rate)) / BigInt(FULL_BASIS_POINTS));
  return {
    ageMonths: input.ageMonths,
    lifeYears: input.lifeYearsOverride ?? usefulLifeOf(input.category),
    depreciationBasisPoints: rate,
    rcvCents,
    depreciationCents,
    acvCents: rcvCents - depreciationCents,
  };
}
