/**
 * An item's condition before the loss moves its depreciation from the straight line by a few
 * points, as the guides tell adjusters to (a sofa used daily by a family wears faster than one in
 * a guest room). The move is bounded: the result never goes below no depreciation nor above the
 * maximum (see MAX_DEPRECIATION_BASIS_POINTS).
 */
export const INVENTORY_CONDITION_TABLE = [
  { id: 'excellent', label: 'Excellent', adjustmentPoints: -10 },
  { id: 'good', label: 'Good', adjustmentPoints: 0 },
  { id: 'fair', label: 'Fair', adjustmentPoints: 10 },
  { id: 'poor', label: 'Poor', adjustmentPoints: 20 },
] as const satisfies readonly { id: string; label: string; adjustmentPoints: number }[];

export type TInventoryCondition = (typeof INVENTORY_CONDITION_TABLE)[number]['id'];
export const INVENTORY_CONDITIONS = INVENTORY_CONDITION_TABLE.map((row) => row.id) as [TInventoryCondition, ...TInventoryCondition[]];
export const DEFAULT_INVENTORY_CONDITION: TInventoryCondition = 'good';

const POINTS_OF = new Map<string, number>(INVENTORY_CONDITION_TABLE.map((row) => [row.id, row.adjustmentPoints]));

/** Percentage points added to (or taken from) the straight-line depreciation. */
export const conditionAdjustmentPoints = (condition: TInventoryCondition): number => POINTS_OF.get(condition) ?? 0;
