import { describe, expect, it } from 'vitest';
import { CLAIM_TYPE_GROUPS } from '../claims/claim-types';
import { claimCategoryOf } from './claim-category';

describe('claimCategoryOf', () => {
  it.each([
    ['Car Theft', 'auto'],
    ['Vandalism / Damage While Parked', 'auto'],
    ['House Fire', 'home'],
    ['Vandalism / Forced Entry', 'home'],
    ['Garage / Shed Damage', 'other_property'],
  ])('%s → %s', (type, category) => {
    expect(claimCategoryOf(type)).toBe(category);
  });

  it('gives every claim type of the form a category, and none to an unknown type', () => {
    for (const group of CLAIM_TYPE_GROUPS) for (const type of group.types) expect(claimCategoryOf(type)).not.toBeNull();
    expect(claimCategoryOf('Boat Sinking')).toBeNull();
  });
});
