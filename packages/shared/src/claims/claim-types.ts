// The claim types of spec section 3, in the groups the submit form shows them.
export const CLAIM_TYPE_GROUPS = [
  {
    label: 'Auto',
    types: ['Car Theft', 'Collision (Accident)', 'Injury After Accident', 'Vandalism / Damage While Parked'],
  },
  {
    label: 'Home',
    types: [
      'House Fire',
      'Basement Flood / Water Damage',
      'Roof Damage / Storm',
      'Vandalism / Forced Entry',
      'Broken Appliances / Home Systems',
    ],
  },
  {
    label: 'Other property',
    types: ['Personal Contents Stolen', 'Storage Unit Theft', 'Garage / Shed Damage'],
  },
] as const;

export type TClaimTypeGroup = (typeof CLAIM_TYPE_GROUPS)[number];
export type TClaimType = TClaimTypeGroup['types'][number];

export const CLAIM_TYPES = CLAIM_TYPE_GROUPS.flatMap((group) => group.types) as readonly TClaimType[] as [TClaimType, ...TClaimType[]];

export function isClaimType(value: string): value is TClaimType {
  return (CLAIM_TYPES as readonly string[]).includes(value);
}
