import { CLAIM_TYPE_GROUPS, isClaimType, type ClaimCategory, type TClaimType } from '@benji/shared';

const CATEGORY_OF_GROUP: Record<string, ClaimCategory> = { Auto: 'auto', Home: 'home', 'Other property': 'other_property' };

/** The deadline engine's category for a claim type; null for a type outside the list. */
export function categoryOf(typeOfClaim: string): ClaimCategory | null {
  const group = CLAIM_TYPE_GROUPS.find((candidate) => (candidate.types as readonly string[]).includes(typeOfClaim));
  return group ? (CATEGORY_OF_GROUP[group.label] ?? null) : null;
}

// How people describe each kind of loss in their own words. Checked in this order: the more
// specific kinds first, so "my car was stolen" is a car theft before it is stolen contents.
const DESCRIPTIONS: readonly [TClaimType, RegExp][] = [
  ['Storage Unit Theft', /storage (unit|locker)/],
  ['Car Theft', /\b(car|vehicle|truck|suv)\b[^.]*\b(stolen|theft|stole)|\b(stolen|stole|theft of)\b[^.]*\b(car|vehicle|truck|suv)\b/],
  ['Injury After Accident', /injur|whiplash|\bhurt\b|concussion/],
  [
    'Vandalism / Damage While Parked',
    /while parked|hit and run|\b(car|vehicle)\b[^.]*\b(keyed|vandali[sz]ed|scratched|smashed)|\b(keyed|vandali[sz]ed)\b[^.]*\b(car|vehicle)\b/,
  ],
  ['Vandalism / Forced Entry', /forced entry|break-?in|broke in(to)?|burglar|vandal/],
  ['Collision (Accident)', /collision|crash|rear-?ended|car accident|\baccident\b/],
  ['House Fire', /\bfire\b|smoke damage|burn(ed|t) down/],
  ['Basement Flood / Water Damage', /flood|water damage|\bleak|burst|\bpipe|sump|sewer/],
  ['Roof Damage / Storm', /\broof|\bstorm|\bhail|windstorm|shingle|tree fell/],
  ['Broken Appliances / Home Systems', /appliance|furnace|water heater|hvac|boiler|fridge|refrigerator|washer|dryer|air condition/],
  ['Garage / Shed Damage', /garage|\bshed\b/],
  ['Personal Contents Stolen', /stolen|theft|\bstole\b|robbed/],
];

/** The claim type a message describes, or null when it names none. */
export function claimTypeFromText(text: string): TClaimType | null {
  const lower = text.toLowerCase();
  return DESCRIPTIONS.find(([, pattern]) => pattern.test(lower))?.[0] ?? null;
}

export function asClaimType(value: string | null | undefined): TClaimType | null {
  return value && isClaimType(value) ? value : null;
}
