import fc from 'fast-check';
import { INVENTORY_CONDITIONS } from './condition';
import { INVENTORY_AGE_MAX_MONTHS, INVENTORY_LIFE_MAX_YEARS, INVENTORY_QUANTITY_MAX, INVENTORY_UNIT_COST_MAX_CENTS } from './limits';
import { INVENTORY_CATEGORIES } from './useful-life';
import type { ValuationInput } from './valuation';

/** Any item the API would accept, as the valuation reads it: the property tests' input. */
export const anyValuationInput: fc.Arbitrary<ValuationInput> = fc.record({
  category: fc.constantFrom(...INVENTORY_CATEGORIES),
  quantity: fc.integer({ min: 1, max: INVENTORY_QUANTITY_MAX }),
  unitReplacementCostCents: fc.integer({ min: 0, max: INVENTORY_UNIT_COST_MAX_CENTS }),
  ageMonths: fc.integer({ min: 0, max: INVENTORY_AGE_MAX_MONTHS }),
  condition: fc.constantFrom(...INVENTORY_CONDITIONS),
  lifeYearsOverride: fc.option(fc.integer({ min: 1, max: INVENTORY_LIFE_MAX_YEARS }), { nil: null }),
});
