import { CLAIM_TYPE_GROUPS } from '../claims/claim-types';
import type { ClaimCategory } from '../deadlines/types';

const CATEGORY_OF_GROUP: Record<(typeof CLAIM_TYPE_GROUPS)[number]['label'], ClaimCategory> = {
  Auto: 'auto',
  Home: 'home',
  'Other property': 'other_property',
};

/** The deadline engine's category for a claim type, from the group the submit form shows it in; null for an unknown type. */
export function claimCategoryOf(typeOfClaim: string): ClaimCategory | null {
  const group = CLAIM_TYPE_GROUPS.find((candidate) => (candidate.types as readonly string[]).includes(typeOfClaim));
  return group ? CATEGORY_OF_GROUP[group.label] : null;
}
