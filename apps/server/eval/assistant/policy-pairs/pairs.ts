import type { AnyOf } from '../types';

// Short policy/claim pairs (issue 23 item 4): one clause, the conditions it sets, a policyholder's question
// in everyday words, and a label per condition. Written by the team from the wording alone; see README.md
// for the labelling rules. The clauses are the team's own, in the style of ISO HO-3 / PAP and Canadian IBC
// wordings; they are not quoted from any insurer's policy.

export type PolicyKind = 'grant' | 'definition' | 'exclusion' | 'limit';
export type Fact = 'met' | 'not_met' | 'unknown';
export type PairVerdict = 'covered' | 'not_covered' | 'depends';

export interface PairCondition {
  readonly id: string;
  /** Stated so that 'met' is the policyholder's side: every condition met means the clause pays. */
  readonly text: string;
}

/**
 * A word of the question that stands for a term of the clause: a kind of it (hyponym, brand names included),
 * a part of it or the place it is part of (meronym), another word for it (synonym), slang or an informal
 * description, or a misspelling. `said` occurs in the question and `term` in the clause (case-insensitive).
 */
export interface WordLink {
  readonly said: string;
  readonly term: string;
  readonly relation: 'hyponym' | 'meronym' | 'synonym' | 'slang' | 'misspelling';
}

export interface PolicyPair {
  readonly id: string;
  readonly country: 'CA' | 'US';
  readonly line: 'property' | 'auto';
  readonly kind: PolicyKind;
  readonly clause: string;
  readonly conditions: readonly PairCondition[];
  readonly question: string;
  /** One entry per condition id, from what the question states. */
  readonly facts: Readonly<Record<string, Fact>>;
  /** covered: all met; not_covered: one or more not_met; depends: none not_met and one unknown. */
  readonly verdict: PairVerdict;
  /** The unknown condition, when verdict is 'depends'. */
  readonly dependsOn?: string;
  /** Each group is a list of acceptable substrings (case-insensitive); a good answer contains one of each group. */
  readonly mustSay: readonly AnyOf[];
  /** The concept links the question relies on to reach the clause's terms, as free text (word → … → term). */
  readonly concepts: readonly string[];
  /** The word-level links among those concepts; empty when the question reaches the clause only by inference. */
  readonly links: readonly WordLink[];
}

// Shared answer groups. 'is covered' does not match "is not covered"; 'covers' does not match "doesn't cover".
const COVERED: AnyOf = [
  'is covered',
  'are covered',
  "you're covered",
  'you are covered',
  'would be covered',
  'should be covered',
  'covers',
];
const NOT_COVERED: AnyOf = [
  'not covered',
  "isn't covered",
  "aren't covered",
  'excluded',
  'exclusion',
  "doesn't cover",
  'does not cover',
  "won't cover",
  'will not cover',
  "won't pay",
  'will not pay',
];
const NOT_MET_DEFINITION: AnyOf = [
  ...NOT_COVERED,
  "doesn't count",
  'does not count',
  "doesn't qualify",
  'does not qualify',
  'not considered',
];
const DEPENDS: AnyOf = ['depends', 'if ', 'whether'];
const DEPENDS_ON_AMOUNT: AnyOf = [...DEPENDS, 'up to'];
const CAPPED: AnyOf = ['limit', 'no more than', 'up to', 'maximum', 'cap', 'at most'];

// ---- Clauses used by more than one pair ----

const US_WATER =
  'We insure for direct physical loss to the dwelling and personal property caused by accidental discharge or overflow of water or steam from within a plumbing, heating, air conditioning or automatic fire protective sprinkler system or from within a household appliance. We do not insure loss caused by constant or repeated seepage or leakage of water or steam over a period of 14 or more days.';
const US_WATER_CONDITIONS = [
  { id: 'c1', text: 'the water came from a plumbing, heating, air conditioning or sprinkler system, or from a household appliance' },
  { id: 'c2', text: 'the water did not seep or leak constantly or repeatedly over 14 days or more' },
];

const CA_SEWER =
  'Sewer Backup: We insure direct physical loss or damage caused by the backing up or escape of water or sewage from a sewer, septic tank, sump or drain on your premises. We do not insure loss caused by water that enters your dwelling through foundation walls, windows, doors or other openings.';
const CA_SEWER_CONDITIONS = [
  { id: 'c1', text: 'the water or sewage backed up or escaped from a sewer, septic tank, sump or drain on the premises' },
  { id: 'c2', text: 'the water did not come in through foundation walls, windows, doors or other openings' },
];

const US_WIND =
  'Windstorm or hail. This peril does not include loss to the inside of a building or the property contained in a building caused by rain, snow, sleet, sand or dust unless the direct force of wind or hail makes an opening in a roof or wall and the rain, snow, sleet, sand or dust enters through this opening.';
const US_WIND_CONDITIONS = [
  { id: 'c1', text: 'the wind or hail itself made an opening in the roof or a wall' },
  { id: 'c2', text: 'the rain, snow, sleet, sand or dust came in through that opening' },
];

const CA_VACANCY =
  'We do not insure loss or damage occurring after your dwelling has, to your knowledge, been vacant for more than 30 consecutive days. Vacant means that no one is living in the dwelling with the intention of returning and no new occupant has moved in.';
const CA_VACANCY_CONDITIONS = [
  { id: 'c1', text: 'the dwelling had not been vacant, to your knowledge, for more than 30 consecutive days before the loss' },
];

const CA_JEWELLERY = 'Special limit: we insure theft of jewellery, watches, gems, pearls and furs up to a total of $2,500 per occurrence.';
const CA_JEWELLERY_CONDITIONS = [
  { id: 'c1', text: 'the item is jewellery, a watch, a gem, pearls or fur' },
  { id: 'c2', text: 'the loss was theft' },
  { id: 'c3', text: 'the total claimed is $2,500 or less' },
];

const US_JEWELRY =
  'Special limit of liability: for loss by theft of jewelry, watches, furs, and precious and semiprecious stones, we pay up to $1,500 in total for each loss.';
const US_JEWELRY_CONDITIONS = [
  { id: 'c1', text: 'the item is jewelry, a watch, fur or a precious or semiprecious stone' },
  { id: 'c2', text: 'the loss was theft' },
  { id: 'c3', text: 'the total claimed is $1,500 or less' },
];

const US_MONEY =
  'Special limit of liability: we pay up to $200 in total for money, bank notes, bullion, gold other than goldware, silver other than silverware, platinum other than platinumware, coins, medals, scrip and stored value cards.';
const US_MONEY_CONDITIONS = [
  { id: 'c1', text: 'the property is money, bank notes, bullion, coins, medals, scrip or stored value cards' },
  { id: 'c2', text: 'the total claimed is $200 or less' },
];

const PAP_ELECTRONICS =
  'We will not pay for loss to any electronic equipment that reproduces, receives or transmits audio, visual or data signals, or to its accessories. This exclusion does not apply to equipment that is permanently installed in your covered auto.';
const PAP_ELECTRONICS_CONDITIONS = [{ id: 'c1', text: 'the equipment was permanently installed in the covered auto' }];

const CA_FOOD =
  'Food Spoilage: We insure food in a freezer or refrigerator on your premises against spoilage caused by an interruption of electrical power or by mechanical breakdown of the unit, up to $1,000. We do not insure spoilage caused by you deliberately disconnecting the power.';
const CA_FOOD_CONDITIONS = [
  { id: 'c1', text: 'the food was in a freezer or refrigerator on the premises' },
  { id: 'c2', text: 'it spoiled because of a power interruption or a mechanical breakdown of the unit' },
  { id: 'c3', text: 'the power was not deliberately disconnected by the insured' },
  { id: 'c4', text: 'the food lost is worth $1,000 or less' },
];

const US_TREES =
  'Trees, shrubs and other plants. We cover trees, shrubs, plants or lawns on the residence premises for loss caused by fire or lightning, explosion, riot or civil commotion, aircraft, vehicles not owned or operated by a resident, vandalism or malicious mischief, or theft. We will not pay more than $500 for any one tree, shrub or plant.';
const US_TREES_CONDITIONS = [
  {
    id: 'c1',
    text: 'the loss was caused by fire, lightning, explosion, riot, aircraft, a vehicle not owned or driven by a resident, vandalism or theft',
  },
  { id: 'c2', text: 'the cost for any one tree, shrub or plant is $500 or less' },
];

const US_TREE_REMOVAL =
  'Debris removal: we will pay your reasonable expense for the removal of a tree felled by windstorm, hail or weight of ice, snow or sleet, provided the tree damages a covered structure or blocks a driveway on the residence premises. We pay no more than $500 for any one tree and $1,000 in total for any one loss.';
const US_TREE_REMOVAL_CONDITIONS = [
  { id: 'c1', text: 'the tree was brought down by windstorm, hail, or the weight of ice, snow or sleet' },
  { id: 'c2', text: 'the tree damaged a covered structure or blocks a driveway on the premises' },
  { id: 'c3', text: 'the removal costs $500 or less for the tree' },
];

const CA_FROZEN =
  'We do not insure loss or damage caused by freezing of a plumbing, heating, sprinkler or air-conditioning system or domestic water container during any period the dwelling is unheated, unless you have arranged for a competent person to enter your dwelling daily to ensure that heating is maintained, or you have shut off the water supply and drained all pipes and containers.';
const CA_FROZEN_CONDITIONS = [
  {
    id: 'c1',
    text: 'a competent person entered daily to keep the heat on, or the water was shut off and the pipes and containers drained',
  },
];

const US_EARTH =
  'We do not insure for loss caused by earth movement, meaning earthquake, landslide, mudflow, mudslide, sinkhole, subsidence, or any other earth sinking, rising or shifting. However, we do insure direct loss by fire or explosion resulting from earth movement.';
const US_EARTH_CONDITIONS = [{ id: 'c1', text: 'the loss was by fire or explosion that resulted from the earth movement' }];

const NFIP_FLOOD =
  "'Flood' means a general and temporary condition of partial or complete inundation of two or more acres of normally dry land area or of two or more properties, at least one of which is your property, from overflow of inland or tidal waters or from unusual and rapid accumulation or runoff of surface waters from any source.";
const NFIP_FLOOD_CONDITIONS = [
  { id: 'c1', text: 'the water covered two or more acres of normally dry land, or two or more properties one of which is yours' },
  {
    id: 'c2',
    text: 'the water came from the overflow of inland or tidal waters or from an unusual and rapid accumulation or runoff of surface water',
  },
];

const US_COLLAPSE =
  "'Collapse' means an abrupt falling down or caving in of a building or any part of a building with the result that the building or part of the building cannot be occupied for its current intended purpose. A building or part of a building that is standing, or that shows only sagging, bending, bulging, cracking or settling, is not considered to be in a state of collapse.";
const US_COLLAPSE_CONDITIONS = [
  { id: 'c1', text: 'the building or a part of it abruptly fell down or caved in' },
  { id: 'c2', text: 'the building or that part can no longer be occupied for its intended purpose' },
];

const CA_ANIMALS =
  'We do not insure loss or damage caused by rodents, insects, vermin, bats, raccoons or skunks, or by any animal owned or kept by you or by any member of your household.';
const CA_ANIMALS_CONDITIONS = [
  {
    id: 'c1',
    text: 'the damage was not caused by rodents, insects, vermin, bats, raccoons, skunks, or an animal owned or kept by the household',
  },
];

const US_VANDALISM =
  'Vandalism or malicious mischief. This peril does not include loss to property on the residence premises if the dwelling has been vacant for more than 60 consecutive days immediately before the loss. A dwelling being constructed is not considered vacant.';
const US_VANDALISM_CONDITIONS = [
  { id: 'c1', text: 'someone damaged the property on purpose (vandalism or malicious mischief)' },
  { id: 'c2', text: 'the dwelling had not been vacant for more than 60 consecutive days before the loss' },
];

const US_WEAR =
  'We do not insure for loss caused by wear and tear, marring or deterioration; mechanical breakdown, latent defect or inherent vice; or smog, rust or other corrosion.';
const US_WEAR_CONDITIONS = [
  { id: 'c1', text: 'the loss was not caused by wear and tear, deterioration, mechanical breakdown, latent defect, rust or corrosion' },
];

const US_MATCHING =
  'When damaged property must be replaced, we pay for material of like kind and quality. We do not pay to replace undamaged property so that it matches the replacement material, unless material of like kind and quality is no longer available and a reasonable match cannot be found.';
const US_MATCHING_CONDITIONS = [
  { id: 'c1', text: 'like kind and quality material is no longer available and no reasonable match can be found' },
];

const US_ORDINANCE =
  'Ordinance or Law: you may use up to 10% of the limit of liability that applies to Coverage A for the increased costs you incur due to the enforcement of any ordinance or law which requires or regulates the construction, demolition, remodeling, renovation or repair of that part of a covered building damaged by a Peril Insured Against.';
const US_ORDINANCE_CONDITIONS = [
  { id: 'c1', text: 'the extra cost comes from enforcing an ordinance or law such as a building code' },
  { id: 'c2', text: 'the work is on the part of the building damaged by a covered peril' },
  { id: 'c3', text: 'the extra cost is within 10% of the Coverage A limit' },
];

const US_BUSINESS =
  'Special limit of liability: for property used primarily for business purposes, we pay up to $2,500 while it is on the residence premises and up to $1,500 while it is away from the residence premises.';
const US_BUSINESS_CONDITIONS = [
  { id: 'c1', text: 'the property is used mainly for business' },
  { id: 'c2', text: 'the total claimed is within the cap for where it was ($2,500 at home, $1,500 away)' },
];

const US_MOTOR_VEHICLES =
  'We do not cover motor vehicles, meaning self-propelled land vehicles and their equipment. We do cover motor vehicles that are not required to be registered for use on public roads and are used solely to service the residence premises, such as riding lawn mowers, and motorized wheelchairs.';
const US_MOTOR_VEHICLES_CONDITIONS = [
  { id: 'c1', text: 'the vehicle is not required to be registered for use on public roads' },
  { id: 'c2', text: 'the vehicle is used only to service the residence premises (or is a motorized wheelchair)' },
];

const PAP_OTC =
  'We will pay for direct and accidental loss to your covered auto not caused by collision, under Other Than Collision coverage. Loss caused by missiles or falling objects, fire, theft or larceny, explosion or earthquake, windstorm, hail, water or flood, malicious mischief or vandalism, riot or civil commotion, contact with a bird or animal, or breakage of glass is considered other than collision.';
const PAP_OTC_CONDITIONS = [
  {
    id: 'c1',
    text: 'the damage was caused by something other than collision, such as contact with an animal, hail, a falling object or vandalism',
  },
];

const US_WINDSHIELD =
  'Windshield repair: we will waive your deductible for the repair of a chip or crack in the windshield of your covered auto if the damage can be repaired without replacing the windshield.';
const US_WINDSHIELD_CONDITIONS = [
  { id: 'c1', text: 'the damage is to the windshield' },
  { id: 'c2', text: 'the damage can be repaired without replacing the windshield' },
];

const PAP_TRANSPORTATION =
  'We will pay, without application of a deductible, up to $30 per day, to a maximum of $900, for transportation expenses incurred by you because of the total theft of your covered auto. We will pay only expenses incurred during the period beginning 48 hours after the theft and ending when your covered auto is returned to use or we pay for its loss.';
const PAP_TRANSPORTATION_CONDITIONS = [
  { id: 'c1', text: 'the covered auto was stolen (total theft)' },
  { id: 'c2', text: 'the expenses were incurred starting 48 hours after the theft' },
  { id: 'c3', text: 'the expenses are within $30 a day and $900 in total' },
];

const PAP_TOWING =
  'Towing and Labor Costs: we will pay towing and labor costs incurred each time your covered auto is disabled, up to $75 per disablement. Labor must be performed at the place of disablement.';
const PAP_TOWING_CONDITIONS = [
  { id: 'c1', text: 'the covered auto was disabled' },
  { id: 'c2', text: 'any labor was done where the auto was disabled' },
  { id: 'c3', text: 'the cost is $75 or less' },
];

const ON_DCPD =
  'Direct Compensation – Property Damage: you may recover from us for damage to your automobile and its contents, to the extent you are not at fault, if the incident occurred in Ontario and involved another automobile whose owner is identified and insured under a motor vehicle liability policy issued in Canada.';
const ON_DCPD_CONDITIONS = [
  { id: 'c1', text: 'the incident happened in Ontario' },
  { id: 'c2', text: 'another automobile was involved whose owner is identified and insured in Canada' },
  { id: 'c3', text: 'the insured was not at fault (or only partly)' },
];

export const POLICY_PAIRS: readonly PolicyPair[] = [
  // ---- Water ----
  {
    id: 'pp-dishwasher-hose',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_WATER,
    conditions: US_WATER_CONDITIONS,
    question: 'the hose behind our dishwasher split last nite, theres water all over the kitchen floor and under the cabinets. r we good?',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['dishwasher → household appliance', 'hose split last night → accidental discharge, not seepage'],
    links: [{ said: 'dishwasher', term: 'household appliance', relation: 'hyponym' }],
  },
  {
    id: 'pp-hot-water-tank-puddle',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_WATER,
    conditions: US_WATER_CONDITIONS,
    question: "hot water tank in the basment is leaking, only noticed the puddle today, no clue how long it's been going on",
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['14 days', '14 or more days', 'two weeks', '2 weeks']],
    concepts: ['hot water tank → plumbing / heating system', 'basment → basement (misspelling)'],
    links: [{ said: 'hot water tank', term: 'plumbing', relation: 'meronym' }],
  },
  {
    id: 'pp-toilet-wax-ring',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'We insure sudden and accidental escape of water from a watermain, or from a plumbing, heating, sprinkler or air-conditioning system or domestic water container located inside your dwelling. We do not insure loss or damage caused by continuous or repeated seepage or leakage of water, or by water that has leaked gradually over a period of time.',
    conditions: [
      {
        id: 'c1',
        text: 'the water escaped from a plumbing, heating, sprinkler or air-conditioning system or a domestic water container inside the dwelling',
      },
      { id: 'c2', text: 'the escape was sudden and accidental, not continuous, repeated or gradual leakage' },
    ],
    question:
      'turns out the toilet has been leaking a little at the wax ring for months and now the subfloor under it is rotten. can i claim that?',
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['gradual', 'repeated', 'continuous', 'over time', 'seepage', 'months']],
    concepts: ['toilet wax ring → plumbing system', 'leaking for months → continuous or gradual leakage'],
    links: [{ said: 'toilet', term: 'plumbing', relation: 'meronym' }],
  },
  {
    id: 'pp-fish-tank',
    country: 'CA',
    line: 'property',
    kind: 'definition',
    clause:
      "'Domestic water container' means a hot water tank, water heater or similar container connected to the plumbing system of your dwelling. It does not include a swimming pool, hot tub, aquarium or waterbed.",
    conditions: [
      { id: 'c1', text: 'the container is a hot water tank, water heater or similar container connected to the plumbing' },
      { id: 'c2', text: 'the container is not a swimming pool, hot tub, aquarium or waterbed' },
    ],
    question: 'my 90 gallon fish tank cracked overnight and soaked the family room carpet and the bottom of the drywall',
    facts: { c1: 'not_met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_MET_DEFINITION, ['aquarium']],
    concepts: ['fish tank → aquarium'],
    links: [{ said: 'fish tank', term: 'aquarium', relation: 'synonym' }],
  },

  // ---- Sewer backup ----
  {
    id: 'pp-floor-drain-sewage',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause: CA_SEWER,
    conditions: CA_SEWER_CONDITIONS,
    question: 'the floor drain downstairs started bubbling up gross poo water after the big storm. we have the sewer add-on',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['backup', 'back up', 'backing up', 'backed up', 'sewer']],
    concepts: ['poo water → sewage', 'floor drain → drain', 'sewer add-on → Sewer Backup endorsement'],
    links: [
      { said: 'poo water', term: 'sewage', relation: 'slang' },
      { said: 'floor drain', term: 'drain', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-window-well',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause: CA_SEWER,
    conditions: CA_SEWER_CONDITIONS,
    question:
      "rain filled the window well and poured in through the basement window, carpets are soaked. we bought sewer backup coverage last year so we're ok right",
    facts: { c1: 'not_met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['window']],
    concepts: ['window well → window (an opening)'],
    links: [],
  },

  // ---- Mold / fungus ----
  {
    id: 'pp-black-stuff-behind-tub',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure for loss caused by fungi, wet rot, dry rot or bacteria. This exclusion does not apply to fungi that result from an accidental discharge of water from a plumbing system that is otherwise covered, when the fungi are hidden within the walls, ceilings or floors.',
    conditions: [
      { id: 'c1', text: 'the fungi came from an accidental, otherwise covered discharge of water from plumbing' },
      { id: 'c2', text: 'the fungi were hidden within the walls, ceilings or floors' },
    ],
    question:
      "pulled the tub surround off and there's fuzzy black shroom-like stuff all over the drywall behind it. the shower valve was dripping inside the wall, dunno for how long",
    facts: { c1: 'unknown', c2: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['how long', '14 days', 'sudden', 'seep', 'gradual']],
    concepts: ['shroom-like black stuff → mold → fungi', 'behind the tub surround → hidden within the wall'],
    links: [{ said: 'shroom-like stuff', term: 'fungi', relation: 'slang' }],
  },
  {
    id: 'pp-fuzzy-green-growth',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure loss or damage caused by mould, fungi or spores. However, we do insure mould damage resulting from the sudden and accidental escape of water from a plumbing system inside your dwelling, if the escape of water is insured under this policy and the mould is hidden behind walls, ceilings or floors.',
    conditions: [
      { id: 'c1', text: 'the mould resulted from a sudden and accidental escape of water from plumbing that is insured under the policy' },
      { id: 'c2', text: 'the mould is hidden behind walls, ceilings or floors' },
    ],
    question:
      "the kitchen sink supply line let go last week (they already approved that claim). plumber opened up the wall behind the cabinet and there's fuzzy green growth all over the studs",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['mould', 'mold']],
    concepts: ['fuzzy green growth → mould', 'studs behind the cabinet → behind walls'],
    links: [{ said: 'fuzzy green growth', term: 'mould', relation: 'slang' }],
  },

  // ---- Wind / hail ----
  {
    id: 'pp-gust-shingles',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_WIND,
    conditions: US_WIND_CONDITIONS,
    question: "big gust last night tore a bunch of shingles off and now there's a brown stain spreading on the bedroom ceiling",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['wind', 'opening']],
    concepts: ['gust → windstorm', 'shingles torn off → opening in the roof', 'brown stain → rain damage inside'],
    links: [
      { said: 'gust', term: 'wind', relation: 'hyponym' },
      { said: 'shingles', term: 'roof', relation: 'meronym' },
    ],
  },
  {
    id: 'pp-slider-left-open',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_WIND,
    conditions: US_WIND_CONDITIONS,
    question: 'we left the slider open a crack during the thunderstorm and the rain blew in and wrecked the hardwood',
    facts: { c1: 'not_met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['opening', 'open']],
    concepts: ['slider → sliding door (an opening the wind did not make)', 'thunderstorm → windstorm'],
    links: [],
  },
  {
    id: 'pp-shingles-gone-unsure',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_WIND,
    conditions: US_WIND_CONDITIONS,
    question:
      "water's coming through the ceiling right under where a few shingles are gone. can't tell if the storm took them or they were just old and curled up",
    facts: { c1: 'unknown', c2: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['wind', 'storm']],
    concepts: ['missing shingles → possible opening in the roof'],
    links: [{ said: 'shingles', term: 'roof', relation: 'meronym' }],
  },
  {
    id: 'pp-steel-roof-dings',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      "We do not cover cosmetic damage to metal roof coverings caused by hail. Cosmetic damage means denting, dimpling or marring that changes the look of the roof covering but does not allow water to enter or reduce the roof covering's useful life.",
    conditions: [
      { id: 'c1', text: "the hail damage lets water in or shortens the roof covering's useful life (it is more than cosmetic)" },
    ],
    question:
      "hail put little dings all over the steel roof on the shop. no leaks, roofer says it'll last just as long, it just looks beat up",
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['cosmetic']],
    concepts: ['steel roof → metal roof covering', 'little dings → denting (cosmetic damage)'],
    links: [
      { said: 'steel roof', term: 'metal roof', relation: 'hyponym' },
      { said: 'dings', term: 'denting', relation: 'slang' },
    ],
  },

  // ---- Fire / smoke ----
  {
    id: 'pp-oil-burner-backfire',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause:
      'Smoke. This peril means sudden and accidental damage from smoke, including the emission or puffback of smoke, soot, fumes or vapors from a boiler, furnace or related equipment. This peril does not include loss caused by smoke from agricultural smudging or industrial operations.',
    conditions: [
      { id: 'c1', text: 'the smoke damage was sudden and accidental' },
      { id: 'c2', text: 'the smoke did not come from agricultural smudging or industrial operations' },
    ],
    question: 'oil burner backfired this morning and blew black soot all over the basement. the walls and the couch down there are coated',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['puffback', 'smoke', 'soot']],
    concepts: ['oil burner backfired → puffback from a furnace', 'black soot → smoke damage'],
    links: [
      { said: 'oil burner', term: 'furnace', relation: 'synonym' },
      { said: 'backfired', term: 'puffback', relation: 'slang' },
    ],
  },
  {
    id: 'pp-quake-gas-fire',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_EARTH,
    conditions: US_EARTH_CONDITIONS,
    question: 'the quake broke the gas line and the garage went up in flames',
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['fire']],
    concepts: ['quake → earthquake → earth movement', 'went up in flames → fire'],
    links: [{ said: 'quake', term: 'earthquake', relation: 'slang' }],
  },

  // ---- Vacancy ----
  {
    id: 'pp-moms-empty-house',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_VACANCY,
    conditions: CA_VACANCY_CONDITIONS,
    question:
      "mom passed in june and her place has been sitting empty since we cleared the furniture out in july, so about 4 months now. someone kicked in the back door last week, it's on her home policy",
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['30 days', '30 consecutive', 'thirty', 'vacan']],
    concepts: ['sitting empty since July → vacant more than 30 days', 'kicked in the back door → break-in'],
    links: [{ said: 'sitting empty', term: 'vacant', relation: 'synonym' }],
  },
  {
    id: 'pp-between-tenants',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_VACANCY,
    conditions: CA_VACANCY_CONDITIONS,
    question: 'a pipe burst in the condo i rent out while it was between tenants. it was empty for a bit before the new guy moved in',
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['30 days', '30 consecutive', 'thirty']],
    concepts: ['between tenants, empty for a bit → vacant'],
    links: [{ said: 'empty', term: 'vacant', relation: 'synonym' }],
  },

  // ---- Theft / burglary ----
  {
    id: 'pp-teen-pawned-tools',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause:
      "Theft, including attempted theft and loss of property from a known place when it is likely that the property has been stolen. This peril does not include loss caused by theft committed by an insured. 'Insured' means you and residents of your household who are your relatives.",
    conditions: [
      { id: 'c1', text: 'the property was stolen, or is likely to have been stolen from a known place' },
      { id: 'c2', text: 'the theft was not committed by an insured (you or a relative who lives with you)' },
    ],
    question: 'my 17 yr old (still lives with us) pawned my laptop and my dewalt drills to buy vape stuff. can i claim them as stolen?',
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['insured', 'household', 'family', 'relative', 'lives with you']],
    concepts: ['pawned behind my back → theft', '17 yr old living at home → resident relative → insured', 'dewalt drills → tools'],
    links: [],
  },
  {
    id: 'pp-golf-clubs-truck',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure theft of property from an unattended vehicle unless there are visible marks of forcible entry into the vehicle.',
    conditions: [{ id: 'c1', text: 'there were visible marks of forced entry into the vehicle' }],
    question:
      "somebody grabbed my golf clubs out of the back of my truck at the gym lot. pretty sure i locked it, haven't looked for damage yet",
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['forc', 'broken into', 'break-in', 'signs of', 'marks']],
    concepts: ['truck → vehicle', 'golf clubs → personal property'],
    links: [{ said: 'truck', term: 'vehicle', relation: 'hyponym' }],
  },

  // ---- Jewellery / firearms / money / silver / watercraft sub-limits ----
  {
    id: 'pp-pearl-necklace',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_JEWELRY,
    conditions: US_JEWELRY_CONDITIONS,
    question: "somebody broke in and took grandma's pearl necklace, it was appraised at $900",
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['pearl necklace → jewelry', 'broke in and took → theft'],
    links: [{ said: 'necklace', term: 'jewelry', relation: 'hyponym' }],
  },
  {
    id: 'pp-engagement-band',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_JEWELRY,
    conditions: US_JEWELRY_CONDITIONS,
    question: 'my engagement band got stolen from the gym locker, it was 6 grand',
    facts: { c1: 'met', c2: 'met', c3: 'not_met' },
    verdict: 'not_covered',
    mustSay: [['1,500', '1500'], CAPPED],
    concepts: ['engagement band → ring → jewelry', '6 grand → $6,000'],
    links: [{ said: 'engagement band', term: 'jewelry', relation: 'hyponym' }],
  },
  {
    id: 'pp-rolex-hotel-safe',
    country: 'CA',
    line: 'property',
    kind: 'limit',
    clause: CA_JEWELLERY,
    conditions: CA_JEWELLERY_CONDITIONS,
    question: 'my rolex got taken out of the hotel room safe in cancun. how much will they give me for it?',
    facts: { c1: 'met', c2: 'met', c3: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c3',
    mustSay: [DEPENDS_ON_AMOUNT, ['2,500', '2500']],
    concepts: ['rolex → watch'],
    links: [{ said: 'rolex', term: 'watch', relation: 'hyponym' }],
  },
  {
    id: 'pp-wedding-ring-pool',
    country: 'CA',
    line: 'property',
    kind: 'limit',
    clause: CA_JEWELLERY,
    conditions: CA_JEWELLERY_CONDITIONS,
    question:
      "can't find my wedding ring, last had it at the gym. either someone took it from the locker or it slipped off in the pool. it's worth about $1,800",
    facts: { c1: 'met', c2: 'unknown', c3: 'met' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['stolen', 'theft']],
    concepts: ['wedding ring → jewellery', 'slipped off in the pool → lost, not stolen'],
    links: [{ said: 'wedding ring', term: 'jewellery', relation: 'hyponym' }],
  },
  {
    id: 'pp-deer-rifles',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: 'Special limit of liability: for loss by theft of firearms and related equipment, we pay up to $2,500 in total for each loss.',
    conditions: [
      { id: 'c1', text: 'the items are firearms or related equipment' },
      { id: 'c2', text: 'the loss was theft' },
      { id: 'c3', text: 'the total claimed is $2,500 or less' },
    ],
    question: 'some lowlife got into my gun safe and took both my deer rifles plus the scope, around $5k all in',
    facts: { c1: 'met', c2: 'met', c3: 'not_met' },
    verdict: 'not_covered',
    mustSay: [['2,500', '2500'], CAPPED],
    concepts: ['deer rifles → firearms', 'scope → related equipment', '$5k → $5,000'],
    links: [
      { said: 'deer rifles', term: 'firearms', relation: 'hyponym' },
      { said: 'scope', term: 'related equipment', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-coffee-can-cash',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_MONEY,
    conditions: US_MONEY_CONDITIONS,
    question: 'the house fire burned up the coffee can of cash i kept in the closet, like 1200 bucks',
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [['200'], CAPPED],
    concepts: ['cash / bucks → money'],
    links: [
      { said: 'cash', term: 'money', relation: 'synonym' },
      { said: 'bucks', term: 'money', relation: 'slang' },
    ],
  },
  {
    id: 'pp-gift-cards',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_MONEY,
    conditions: US_MONEY_CONDITIONS,
    question: "the burglar also took a stack of gift cards out of my desk drawer, i don't know how much was left on them",
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS_ON_AMOUNT, ['200']],
    concepts: ['gift cards → stored value cards'],
    links: [{ said: 'gift cards', term: 'stored value cards', relation: 'hyponym' }],
  },
  {
    id: 'pp-loonies-piggy-bank',
    country: 'CA',
    line: 'property',
    kind: 'limit',
    clause: 'Special limit: we insure money, bullion and coins up to $500 in total per occurrence.',
    conditions: [
      { id: 'c1', text: 'the property is money, bullion or coins' },
      { id: 'c2', text: 'the total claimed is $500 or less' },
    ],
    question: "the kids' piggy bank melted in the fire, probably $80 in loonies and toonies",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['loonies and toonies → coins → money'],
    links: [
      { said: 'loonies', term: 'coins', relation: 'hyponym' },
      { said: 'toonies', term: 'coins', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-sterling-forks',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause:
      'Special limit of liability: for loss by theft of silverware, silver-plated ware, goldware, gold-plated ware, platinumware and pewterware, including flatware, hollowware, tea sets, trays and trophies, we pay up to $2,500 in total for each loss.',
    conditions: [
      {
        id: 'c1',
        text: 'the items are silverware, goldware, platinumware or pewterware (flatware, hollowware, tea sets, trays, trophies)',
      },
      { id: 'c2', text: 'the loss was theft' },
      { id: 'c3', text: 'the total claimed is $2,500 or less' },
    ],
    question: "they also took grandma's set of sterling forks and spoons out of the china cabinet",
    facts: { c1: 'met', c2: 'met', c3: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c3',
    mustSay: [DEPENDS_ON_AMOUNT, ['2,500', '2500']],
    concepts: ['sterling forks and spoons → silverware / flatware', 'they took → theft'],
    links: [{ said: 'sterling forks', term: 'silverware', relation: 'hyponym' }],
  },
  {
    id: 'pp-kayak-rack',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause:
      'Special limit of liability: we pay up to $1,500 in total for watercraft of all types, including their trailers, furnishings, equipment and outboard engines or motors.',
    conditions: [
      { id: 'c1', text: 'the property is a watercraft or its trailer, furnishings, equipment or motor' },
      { id: 'c2', text: 'the total claimed is $1,500 or less' },
    ],
    question: 'somebody swiped my kayak off the rack on the side of the garage, i paid $900 for it',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['kayak → boat → watercraft', 'swiped → stolen'],
    links: [{ said: 'kayak', term: 'watercraft', relation: 'hyponym' }],
  },

  // ---- Electronics in the car ----
  {
    id: 'pp-jbl-speaker',
    country: 'US',
    line: 'auto',
    kind: 'exclusion',
    clause: PAP_ELECTRONICS,
    conditions: PAP_ELECTRONICS_CONDITIONS,
    question: 'someone smashed the passenger window and grabbed my JBL speaker off the seat',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['permanently installed', 'installed']],
    concepts: ['JBL speaker → electronic equipment that reproduces sound'],
    links: [{ said: 'JBL speaker', term: 'electronic equipment', relation: 'hyponym' }],
  },
  {
    id: 'pp-head-unit',
    country: 'US',
    line: 'auto',
    kind: 'exclusion',
    clause: PAP_ELECTRONICS,
    conditions: PAP_ELECTRONICS_CONDITIONS,
    question: 'thieves ripped the factory head unit right out of my dash',
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['installed']],
    concepts: ['head unit → car stereo → sound equipment', 'factory unit in the dash → permanently installed'],
    links: [{ said: 'head unit', term: 'electronic equipment', relation: 'hyponym' }],
  },
  {
    id: 'pp-dashcam',
    country: 'US',
    line: 'auto',
    kind: 'exclusion',
    clause: PAP_ELECTRONICS,
    conditions: PAP_ELECTRONICS_CONDITIONS,
    question: 'they took my dashcam too, does my car insurance pay for that?',
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['permanently installed', 'installed', 'hardwired']],
    concepts: ['dashcam → electronic equipment recording visual signals'],
    links: [{ said: 'dashcam', term: 'electronic equipment', relation: 'hyponym' }],
  },

  // ---- Food spoilage ----
  {
    id: 'pp-fridge-conked-out',
    country: 'CA',
    line: 'property',
    kind: 'limit',
    clause: CA_FOOD,
    conditions: CA_FOOD_CONDITIONS,
    question: 'fridge conked out while we were at the cottage, came home to everything rotten. maybe $300 of groceries',
    facts: { c1: 'met', c2: 'met', c3: 'met', c4: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['fridge conked out → mechanical breakdown of a refrigerator', 'groceries went rotten → food spoilage'],
    links: [
      { said: 'fridge', term: 'refrigerator', relation: 'slang' },
      { said: 'conked out', term: 'mechanical breakdown', relation: 'slang' },
      { said: 'groceries', term: 'food', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-half-a-cow',
    country: 'CA',
    line: 'property',
    kind: 'limit',
    clause: CA_FOOD,
    conditions: CA_FOOD_CONDITIONS,
    question:
      'power was out 3 days after the ice storm, had to toss everything in the chest freezer, including half a cow we bought in the fall',
    facts: { c1: 'met', c2: 'met', c3: 'met', c4: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c4',
    mustSay: [DEPENDS_ON_AMOUNT, ['1,000', '1000']],
    concepts: ['chest freezer → freezer', 'half a cow → beef → food', 'power out → interruption of electrical power'],
    links: [{ said: 'chest freezer', term: 'freezer', relation: 'hyponym' }],
  },

  // ---- Trees, debris removal ----
  {
    id: 'pp-maple-snapped',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_TREES,
    conditions: US_TREES_CONDITIONS,
    question: 'the big maple out front got snapped in half by the wind, landscaper wants $400 to put in a young one',
    facts: { c1: 'not_met', c2: 'met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['wind']],
    concepts: ['maple → tree', 'snapped by the wind → windstorm, not a listed peril'],
    links: [{ said: 'maple', term: 'tree', relation: 'hyponym' }],
  },
  {
    id: 'pp-japanese-maple-hacked',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_TREES,
    conditions: US_TREES_CONDITIONS,
    question: "some kid spray painted and hacked up our japanese maple. landscaper says replacing it won't be cheap",
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS_ON_AMOUNT, ['500']],
    concepts: ['spray painted / hacked up → vandalism', 'japanese maple → tree'],
    links: [
      { said: 'japanese maple', term: 'tree', relation: 'hyponym' },
      { said: 'spray painted', term: 'vandalism', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-birch-driveway',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_TREE_REMOVAL,
    conditions: US_TREE_REMOVAL_CONDITIONS,
    question:
      "the ice storm dropped a big birch right across our driveway, can't get the car out. tree guy wants $400 to cut it up and haul it",
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['birch → tree', 'ice storm → weight of ice'],
    links: [{ said: 'birch', term: 'tree', relation: 'hyponym' }],
  },
  {
    id: 'pp-spruce-shed',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_TREE_REMOVAL,
    conditions: US_TREE_REMOVAL_CONDITIONS,
    question: 'the windstorm knocked over a spruce in the back yard, not sure yet if it clipped the shed. removal quote is $350',
    facts: { c1: 'met', c2: 'unknown', c3: 'met' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['shed', 'structure', 'damage']],
    concepts: ['spruce → tree', 'shed → covered structure'],
    links: [
      { said: 'spruce', term: 'tree', relation: 'hyponym' },
      { said: 'shed', term: 'structure', relation: 'hyponym' },
    ],
  },

  // ---- Power surge, lightning ----
  {
    id: 'pp-gaming-rig-surge',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause:
      'Sudden and accidental damage from artificially generated electrical current. This peril does not include loss to tubes, transistors, electronic components or circuitry that are a part of appliances, fixtures, computers, home entertainment units or other types of electronic apparatus.',
    conditions: [
      { id: 'c1', text: 'the damage was sudden and accidental, from artificially generated electrical current' },
      {
        id: 'c2',
        text: 'the damage is not to the electronic components or circuitry of an appliance, computer or other electronic apparatus',
      },
    ],
    question: 'power surge when the transformer on our pole blew fried the motherboard in my gaming rig',
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['circuit', 'electronic component', 'transistor', 'motherboard']],
    concepts: [
      'gaming rig → computer',
      'motherboard → circuitry / electronic components',
      'transformer blew → artificially generated current',
    ],
    links: [
      { said: 'gaming rig', term: 'computers', relation: 'slang' },
      { said: 'motherboard', term: 'circuitry', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-tv-router-storm',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'We insure direct loss or damage caused by lightning, including damage to electrical devices and appliances from a power surge caused by lightning.',
    conditions: [
      { id: 'c1', text: 'the damage is to electrical devices or appliances from a power surge' },
      { id: 'c2', text: 'the surge was caused by lightning' },
    ],
    question:
      'the TV and the wifi router both died during the storm last night. no idea if lightning hit anything or the grid just went wonky',
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['lightning']],
    concepts: ['TV, wifi router → electrical devices', 'grid went wonky → power surge'],
    links: [
      { said: 'TV', term: 'electrical devices', relation: 'hyponym' },
      { said: 'wifi router', term: 'electrical devices', relation: 'hyponym' },
    ],
  },

  // ---- Ice dam, freezing ----
  {
    id: 'pp-icicles-gutters',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'We insure loss or damage caused by water entering your dwelling when ice or snow builds up on the roof and melting water backs up under the roof covering (ice damming). We do not insure damage to the roof covering itself or the cost of removing ice or snow.',
    conditions: [
      { id: 'c1', text: 'water got inside because ice or snow built up on the roof and meltwater backed up under the roof covering' },
      { id: 'c2', text: 'the damage claimed is inside the dwelling, not to the roof covering or for removing ice or snow' },
    ],
    question: "huge icicles all along the gutters and now water's dripping down the inside of the living room wall",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['ice dam']],
    concepts: ['icicles along the gutters → ice dam → ice damming'],
    links: [{ said: 'icicles', term: 'ice', relation: 'hyponym' }],
  },
  {
    id: 'pp-frost-heave-patio',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure loss to a fence, pavement, patio or swimming pool, footing, foundation, bulkhead, wall, or any other structure or device that supports all or part of a building, caused by freezing, thawing, pressure or weight of water or ice.',
    conditions: [{ id: 'c1', text: 'the loss was not caused by freezing, thawing, or the pressure or weight of water or ice' }],
    question: 'frost heave cracked our interlock patio and shoved the deck footings up, the whole deck is crooked now',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['freez', 'thaw', 'frost', 'ice']],
    concepts: ['frost heave → freezing and thawing', 'interlock → patio / pavement', 'deck footings → footing'],
    links: [
      { said: 'frost heave', term: 'freezing', relation: 'hyponym' },
      { said: 'interlock patio', term: 'patio', relation: 'hyponym' },
      { said: 'footings', term: 'footing', relation: 'synonym' },
    ],
  },
  {
    id: 'pp-thermostat-mexico',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure loss caused by freezing of a plumbing, heating, air conditioning or sprinkler system or a household appliance while the dwelling is vacant, unoccupied or being constructed, unless you have used reasonable care to maintain heat in the building, or to shut off the water supply and drain all systems and appliances of water.',
    conditions: [{ id: 'c1', text: 'reasonable care was used to keep the heat on, or to shut off the water and drain the systems' }],
    question: 'we were in mexico for 2 weeks with the thermostat left at 63, and a pipe in the outside wall still froze and split',
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['heat']],
    concepts: ['away in Mexico → unoccupied', 'thermostat at 63 → heat maintained'],
    links: [],
  },
  {
    id: 'pp-cottage-lines',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_FROZEN,
    conditions: CA_FROZEN_CONDITIONS,
    question:
      'cottage pipes burst over the winter. we closed it up at thanksgiving and turned off the heat but never drained the lines, nobody went up till may',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['drain']],
    concepts: ['closed up the cottage with the heat off → unheated dwelling', 'never drained the lines → not shut off and drained'],
    links: [
      { said: 'cottage', term: 'dwelling', relation: 'hyponym' },
      { said: 'lines', term: 'pipes', relation: 'slang' },
    ],
  },
  {
    id: 'pp-buddy-swing-by',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_FROZEN,
    conditions: CA_FROZEN_CONDITIONS,
    question:
      'went to my sisters for christmas, 5 days. furnace quit and the kitchen pipes froze. my buddy was supposed to swing by every day, not sure he actually did',
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['daily', 'every day', 'each day']],
    concepts: ['buddy swinging by → competent person entering daily', 'furnace quit → unheated'],
    links: [{ said: 'every day', term: 'daily', relation: 'synonym' }],
  },

  // ---- Earth movement ----
  {
    id: 'pp-hillside-let-go',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_EARTH,
    conditions: US_EARTH_CONDITIONS,
    question: 'after all that rain the hill behind us let go and shoved the back of the house right off the foundation',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['earth movement', 'landslide', 'mudslide']],
    concepts: ['hill let go → landslide → earth movement'],
    links: [],
  },
  {
    id: 'pp-tremor-or-settling',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'Earthquake: We insure direct physical loss or damage caused by earthquake, subject to a deductible of 5% of the amount of insurance. We do not insure loss or damage caused by flood, tidal wave or other water, even if attributable to an earthquake.',
    conditions: [
      { id: 'c1', text: 'the damage was caused by an earthquake' },
      { id: 'c2', text: 'the damage was not caused by flood, tidal wave or other water' },
    ],
    question:
      'cracks all through the basement walls since the tremor last month, but the house is 80 yrs old and the contractor thinks it might just be settling. we added quake coverage',
    facts: { c1: 'unknown', c2: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['earthquake', 'tremor', 'quake']],
    concepts: ['tremor → earthquake', 'settling → not an earthquake'],
    links: [{ said: 'tremor', term: 'earthquake', relation: 'synonym' }],
  },

  // ---- Flood ----
  {
    id: 'pp-creek-banks',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure for loss caused by flood, surface water, waves, including tidal wave and tsunami, tides, tidal water, overflow of any body of water, or spray from any of these, whether or not driven by wind.',
    conditions: [{ id: 'c1', text: 'the loss was not caused by flood, surface water, waves, tides or the overflow of a body of water' }],
    question: 'the creek out back jumped its banks and we had 2 ft of water in the living room',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['flood', 'overflow', 'surface water']],
    concepts: ['creek jumped its banks → overflow of a body of water → flood'],
    links: [
      { said: 'creek', term: 'body of water', relation: 'hyponym' },
      { said: 'jumped its banks', term: 'overflow', relation: 'slang' },
    ],
  },
  {
    id: 'pp-cloudburst-block',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause: NFIP_FLOOD,
    conditions: NFIP_FLOOD_CONDITIONS,
    question:
      "after the cloudburst the whole block was under a foot of water, our yard and the neighbors', and it came into our garage. i have the flood policy",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['flood']],
    concepts: ['cloudburst → rapid accumulation of surface water', 'the whole block → two or more properties'],
    links: [],
  },
  {
    id: 'pp-street-water-garage',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause: NFIP_FLOOD,
    conditions: NFIP_FLOOD_CONDITIONS,
    question:
      'water came pouring into our garage off the street in the downpour. i have NFIP flood insurance but idk if anyone else on the street got water',
    facts: { c1: 'unknown', c2: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['two or more', '2 or more', 'neighbo', 'acres', 'other propert']],
    concepts: ['downpour → rapid accumulation of surface water', 'anyone else on the street → two or more properties'],
    links: [],
  },
  {
    id: 'pp-river-spring-melt',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'Overland Water: We insure direct physical loss or damage caused by the sudden and accidental accumulation of water on the ground surface, or the overflow of a lake, river, stream or other body of water, that enters your dwelling. We do not insure loss caused by groundwater or the rise of the water table.',
    conditions: [
      { id: 'c1', text: 'the water came from a sudden accumulation on the ground surface or the overflow of a body of water' },
      { id: 'c2', text: 'the water was not groundwater or a rising water table' },
    ],
    question: 'the river spilled over in the spring melt and swamped the main floor. we got the overland water add-on last year',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['river spilled over → overflow of a body of water', 'overland add-on → Overland Water endorsement'],
    links: [{ said: 'spilled over', term: 'overflow', relation: 'synonym' }],
  },

  // ---- Collapse ----
  {
    id: 'pp-bowing-beam',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause: US_COLLAPSE,
    conditions: US_COLLAPSE_CONDITIONS,
    question: 'the main beam in the basement is bowing and cracks keep spreading in the drywall upstairs. does that count as a collapse?',
    facts: { c1: 'not_met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_MET_DEFINITION, ['sag', 'bend', 'bow', 'crack']],
    concepts: ['bowing → bending / sagging, not collapse'],
    links: [{ said: 'bowing', term: 'bending', relation: 'synonym' }],
  },
  {
    id: 'pp-carport-caved',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause: US_COLLAPSE,
    conditions: US_COLLAPSE_CONDITIONS,
    question: "half the carport roof caved in under the snow last night, can't park under it now",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['collapse']],
    concepts: ['caved in → collapse', "can't park under it → can't be used for its intended purpose"],
    links: [{ said: 'carport roof', term: 'part of a building', relation: 'meronym' }],
  },
  {
    id: 'pp-plaster-chunk',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause: US_COLLAPSE,
    conditions: US_COLLAPSE_CONDITIONS,
    question: 'a chunk of plaster about the size of a pizza box fell off the hallway ceiling this morning',
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['occup', 'use the', 'used for', 'intended purpose', 'usable']],
    concepts: ['plaster off the ceiling → part of a building falling down'],
    links: [{ said: 'plaster', term: 'part of a building', relation: 'meronym' }],
  },

  // ---- Animals ----
  {
    id: 'pp-bear-cottage',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_ANIMALS,
    conditions: CA_ANIMALS_CONDITIONS,
    question: 'a bear got into the cottage kitchen through the window and trashed the place',
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['bear']],
    concepts: ['bear → wild animal not named in the exclusion'],
    links: [{ said: 'bear', term: 'animal', relation: 'hyponym' }],
  },
  {
    id: 'pp-puppy-couch',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_ANIMALS,
    conditions: CA_ANIMALS_CONDITIONS,
    question: 'our new puppy chewed up the leather couch and half the baseboards',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['own', 'pet', 'kept']],
    concepts: ['puppy → dog → animal owned by you'],
    links: [{ said: 'puppy', term: 'animal', relation: 'hyponym' }],
  },
  {
    id: 'pp-attic-critter',
    country: 'CA',
    line: 'property',
    kind: 'exclusion',
    clause: CA_ANIMALS,
    conditions: CA_ANIMALS_CONDITIONS,
    question:
      "something's been getting into the attic at night and tearing up the insulation. the pest guy hasn't figured out what it is yet",
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['raccoon', 'rodent', 'squirrel', 'bat', 'animal']],
    concepts: ['something in the attic → unidentified animal (rodent? raccoon?)'],
    links: [],
  },

  // ---- Vandalism ----
  {
    id: 'pp-egged-keyed',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_VANDALISM,
    conditions: US_VANDALISM_CONDITIONS,
    question: 'some punks egged our house last night while we were asleep and keyed LOSER into the garage door',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['vandal', 'malicious']],
    concepts: ['egged / keyed → vandalism, malicious mischief'],
    links: [
      { said: 'egged', term: 'vandalism', relation: 'hyponym' },
      { said: 'keyed', term: 'vandalism', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-fixer-upper-tagged',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_VANDALISM,
    conditions: US_VANDALISM_CONDITIONS,
    question:
      "bought a fixer upper, nobody's lived there since march (8 months) and we haven't started work. went by yesterday and somebody tagged every wall inside",
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['60 days', '60 consecutive', 'sixty', 'vacan']],
    concepts: ['tagged → graffiti → vandalism', 'nobody lived there since March → vacant over 60 days'],
    links: [{ said: 'tagged', term: 'vandalism', relation: 'slang' }],
  },
  {
    id: 'pp-back-door-glass',
    country: 'US',
    line: 'property',
    kind: 'grant',
    clause: US_VANDALISM,
    conditions: US_VANDALISM_CONDITIONS,
    question:
      'woke up to the glass in our back door shattered. no idea if somebody chucked something at it or it just cracked from the cold',
    facts: { c1: 'unknown', c2: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['vandal', 'on purpose', 'deliberate', 'someone', 'somebody']],
    concepts: ['chucked something at it → possible vandalism'],
    links: [],
  },

  // ---- Wear and tear, neglect ----
  {
    id: 'pp-curled-shingles-old',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_WEAR,
    conditions: US_WEAR_CONDITIONS,
    question: "our roof's 25 years old, the shingles are all curled up and now it's letting water in",
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['wear', 'deteriorat', 'age']],
    concepts: ['25-year-old curled shingles → wear and tear / deterioration'],
    links: [],
  },
  {
    id: 'pp-ac-quit',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_WEAR,
    conditions: US_WEAR_CONDITIONS,
    question: "the AC unit outside quit on us this morning. could be the storm last night or could just be old age, it's 15 years old",
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['wear', 'breakdown', 'age', 'storm']],
    concepts: ['AC quit → mechanical breakdown?', 'old age → wear and tear'],
    links: [],
  },
  {
    id: 'pp-late-tarp',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause:
      'We do not insure for loss caused by neglect, meaning neglect of an insured to use all reasonable means to save and preserve property at and after the time of a loss.',
    conditions: [{ id: 'c1', text: 'the insured used reasonable means to protect the property after the loss' }],
    question:
      'a branch punched a hole in the roof back in march, we got busy and only tarped it last week. now the ceiling under it is stained and moldy',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['neglect', 'protect', 'reasonable', 'tarp']],
    concepts: ['waiting months to tarp → neglect (not protecting the property after a loss)'],
    links: [],
  },

  // ---- Matching ----
  {
    id: 'pp-siding-discontinued',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_MATCHING,
    conditions: US_MATCHING_CONDITIONS,
    question: "they're only redoing the hail side of the siding, but that color's been discontinued and nothing close exists",
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['match']],
    concepts: ['colour discontinued, nothing close → like kind and quality no longer available, no reasonable match'],
    links: [],
  },
  {
    id: 'pp-whole-main-floor',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_MATCHING,
    conditions: US_MATCHING_CONDITIONS,
    question:
      'the kitchen hardwood got ruined. the store still carries the exact same oak but i want the whole main floor redone so it all looks fresh',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['match', 'like kind', 'undamaged']],
    concepts: ['same oak still sold → like kind and quality available'],
    links: [],
  },
  {
    id: 'pp-cabinet-doors',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_MATCHING,
    conditions: US_MATCHING_CONDITIONS,
    question:
      'water wrecked half the kitchen cabinets. can they replace all of them so they match? not sure the maker still sells that door style',
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['available', 'discontinued', 'still ma', 'still sell', 'reasonable match']],
    concepts: ['door style still sold → like kind and quality available'],
    links: [],
  },

  // ---- Ordinance or law ----
  {
    id: 'pp-arc-fault-code',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_ORDINANCE,
    conditions: US_ORDINANCE_CONDITIONS,
    question:
      'the city says when we rebuild the burnt part of the kitchen the new wiring has to meet current code, arc fault breakers and all. adds about $4k, our dwelling limit is $300k',
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['ordinance', 'code']],
    concepts: ['meet current code → ordinance or law', 'dwelling limit → Coverage A', 'burnt → fire (covered peril)'],
    links: [
      { said: 'code', term: 'ordinance or law', relation: 'hyponym' },
      { said: 'dwelling limit', term: 'Coverage A', relation: 'synonym' },
    ],
  },
  {
    id: 'pp-sprinkler-requirement',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_ORDINANCE,
    conditions: US_ORDINANCE_CONDITIONS,
    question:
      'building dept says we need a fire sprinkler system when we rebuild after the fire, quote is $45k. how much of that do they pay?',
    facts: { c1: 'met', c2: 'met', c3: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c3',
    mustSay: [DEPENDS_ON_AMOUNT, ['10%', '10 percent', 'ten percent']],
    concepts: ['building dept requirement → ordinance or law'],
    links: [],
  },

  // ---- Additional living expenses ----
  {
    id: 'pp-airbnb-after-fire',
    country: 'CA',
    line: 'property',
    kind: 'grant',
    clause:
      'Additional Living Expenses: If an insured loss makes your dwelling unfit for occupancy, we will pay any necessary increase in living expenses incurred by you so that your household can maintain its normal standard of living, for the shortest time needed to repair or rebuild or for your household to settle elsewhere.',
    conditions: [
      { id: 'c1', text: 'an insured loss made the dwelling unfit to live in' },
      { id: 'c2', text: 'the expense is an increase over normal living costs' },
    ],
    question: "kitchen fire, can't live in the house. we're in an airbnb at $150 a night and still paying the mortgage on top",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['additional living', 'living expense', 'increase', 'extra']],
    concepts: ["can't live in the house → unfit for occupancy", 'airbnb on top of the mortgage → increase in living expenses'],
    links: [{ said: 'airbnb', term: 'living expenses', relation: 'hyponym' }],
  },

  // ---- Business property ----
  {
    id: 'pp-basement-salon',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_BUSINESS,
    conditions: US_BUSINESS_CONDITIONS,
    question: 'i run a little hair salon out of the basement. the fire wrecked the chairs, the dryers and all my product, probably 8 grand',
    facts: { c1: 'met', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [['2,500', '2500'], CAPPED],
    concepts: ['salon chairs, dryers, product → property used for business', '8 grand → $8,000'],
    links: [{ said: 'hair salon', term: 'business', relation: 'hyponym' }],
  },
  {
    id: 'pp-freelance-laptop',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_BUSINESS,
    conditions: US_BUSINESS_CONDITIONS,
    question: 'my work laptop got stolen from my home office. i freelance and bought it for the business, it was $1,200',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['business']],
    concepts: ['freelance work laptop → property used for business', 'home office → on the residence premises'],
    links: [{ said: 'freelance', term: 'business', relation: 'hyponym' }],
  },
  {
    id: 'pp-camera-bag-wedding',
    country: 'US',
    line: 'property',
    kind: 'limit',
    clause: US_BUSINESS,
    conditions: US_BUSINESS_CONDITIONS,
    question: "my camera bag got stolen out of the car while i was shooting a wedding (paid gig). not sure what it's all worth yet",
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS_ON_AMOUNT, ['1,500', '1500']],
    concepts: ['camera gear for paid gigs → business property', 'out of the car at a wedding → away from the residence premises'],
    links: [{ said: 'paid gig', term: 'business', relation: 'hyponym' }],
  },

  // ---- Motor vehicles under the home policy ----
  {
    id: 'pp-dirt-bike',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_MOTOR_VEHICLES,
    conditions: US_MOTOR_VEHICLES_CONDITIONS,
    question: "someone stole my kid's dirt bike out of the garage. he rides it on the trails out past town",
    facts: { c1: 'unknown', c2: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['motor vehicle', 'motorized', 'self-propelled']],
    concepts: ['dirt bike → motorcycle → self-propelled land vehicle', 'rides on trails → not used to service the premises'],
    links: [{ said: 'dirt bike', term: 'motor vehicles', relation: 'hyponym' }],
  },
  {
    id: 'pp-golf-cart',
    country: 'US',
    line: 'property',
    kind: 'exclusion',
    clause: US_MOTOR_VEHICLES,
    conditions: US_MOTOR_VEHICLES_CONDITIONS,
    question: "someone swiped our golf cart from the garage. it's not street legal",
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['solely', 'only to service', 'only used', 'around the property', 'service the']],
    concepts: ['golf cart → self-propelled land vehicle', 'not street legal → not required to be registered'],
    links: [{ said: 'golf cart', term: 'motor vehicles', relation: 'hyponym' }],
  },

  // ---- Auto: other than collision ----
  {
    id: 'pp-deer-at-dusk',
    country: 'US',
    line: 'auto',
    kind: 'grant',
    clause: PAP_OTC,
    conditions: PAP_OTC_CONDITIONS,
    question: 'nailed a deer on the highway at dusk, grill and hood are smashed. i only carry comprehensive, no collision',
    facts: { c1: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['animal', 'deer', 'comprehensive', 'other than collision']],
    concepts: ['deer → animal', 'comprehensive → Other Than Collision'],
    links: [
      { said: 'deer', term: 'animal', relation: 'hyponym' },
      { said: 'comprehensive', term: 'other than collision', relation: 'synonym' },
    ],
  },
  {
    id: 'pp-black-ice-post',
    country: 'US',
    line: 'auto',
    kind: 'grant',
    clause: PAP_OTC,
    conditions: PAP_OTC_CONDITIONS,
    question: 'slid on black ice into the ditch and hit a fence post. i only got comp',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['collision']],
    concepts: ['hit a fence post → collision', 'comp → Other Than Collision'],
    links: [{ said: 'comp', term: 'other than collision', relation: 'slang' }],
  },
  {
    id: 'pp-garage-door-dent',
    country: 'US',
    line: 'auto',
    kind: 'grant',
    clause: PAP_OTC,
    conditions: PAP_OTC_CONDITIONS,
    question: 'came back to a big dent in my drivers door in the parking garage, no note, no idea what happened. i only have comprehensive',
    facts: { c1: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['collision', 'another car', 'vandal']],
    concepts: ['dent of unknown cause → collision (another car) or vandalism', 'comprehensive → Other Than Collision'],
    links: [{ said: 'comprehensive', term: 'other than collision', relation: 'synonym' }],
  },

  // ---- Auto: glass ----
  {
    id: 'pp-windsheild-chip',
    country: 'US',
    line: 'auto',
    kind: 'grant',
    clause: US_WINDSHIELD,
    conditions: US_WINDSHIELD_CONDITIONS,
    question: 'got a rock chip in my windsheild on the interstate, the glass shop says they can fill it. do i pay the deductible?',
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [['waive', 'no deductible', 'without a deductible', "don't pay", 'do not pay', "won't pay the deductible"]],
    concepts: ['windsheild → windshield (misspelling)', 'fill it → repair without replacing'],
    links: [
      { said: 'windsheild', term: 'windshield', relation: 'misspelling' },
      { said: 'rock chip', term: 'chip', relation: 'hyponym' },
    ],
  },
  {
    id: 'pp-windscreen-crack',
    country: 'US',
    line: 'auto',
    kind: 'grant',
    clause: US_WINDSHIELD,
    conditions: US_WINDSHIELD_CONDITIONS,
    question: 'a stone off a dump truck put an 8 inch crack across my windscreen, will they waive the deductable?',
    facts: { c1: 'met', c2: 'unknown' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['repair', 'replac']],
    concepts: ['windscreen → windshield', 'deductable → deductible (misspelling)'],
    links: [
      { said: 'windscreen', term: 'windshield', relation: 'synonym' },
      { said: 'deductable', term: 'deductible', relation: 'misspelling' },
    ],
  },

  // ---- Auto: transportation, towing ----
  {
    id: 'pp-civic-jacked-rental',
    country: 'US',
    line: 'auto',
    kind: 'limit',
    clause: PAP_TRANSPORTATION,
    conditions: PAP_TRANSPORTATION_CONDITIONS,
    question:
      "my civic got jacked from the mall lot friday night and the cops haven't found it. i've been renting a corolla for $28/day since monday",
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['civic got jacked → total theft of your covered auto', 'renting a corolla → transportation expenses'],
    links: [
      { said: 'civic', term: 'auto', relation: 'hyponym' },
      { said: 'jacked', term: 'theft', relation: 'slang' },
    ],
  },
  {
    id: 'pp-car-vanished',
    country: 'US',
    line: 'auto',
    kind: 'limit',
    clause: PAP_TRANSPORTATION,
    conditions: PAP_TRANSPORTATION_CONDITIONS,
    question:
      'my car vanished off the street overnight, not sure if the city towed it or somebody stole it. renting one at $28 a day starting thursday, 3 days after',
    facts: { c1: 'unknown', c2: 'met', c3: 'met' },
    verdict: 'depends',
    dependsOn: 'c1',
    mustSay: [DEPENDS, ['stolen', 'theft']],
    concepts: ['vanished off the street → stolen (total theft) or towed'],
    links: [],
  },
  {
    id: 'pp-ubers-to-work',
    country: 'CA',
    line: 'auto',
    kind: 'limit',
    clause:
      'Coverage for Transportation Replacement: If your automobile cannot be used because of a loss covered under this policy, we will pay up to $1,500 for the cost of renting a substitute automobile or for taxis and public transit.',
    conditions: [
      { id: 'c1', text: 'the automobile cannot be used because of a loss covered under the policy' },
      { id: 'c2', text: 'the total claimed is $1,500 or less' },
    ],
    question:
      "car's been at the body shop since the fender bender (collision claim is open), i've been taking ubers to work, about $400 so far",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['ubers → taxis', 'body shop after a fender bender → loss covered under the policy'],
    links: [{ said: 'ubers', term: 'taxis', relation: 'hyponym' }],
  },
  {
    id: 'pp-battery-boost',
    country: 'US',
    line: 'auto',
    kind: 'limit',
    clause: PAP_TOWING,
    conditions: PAP_TOWING_CONDITIONS,
    question: 'dead battery in the walmart parking lot, a guy came out and boosted it right there, charged me 60 bucks',
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED],
    concepts: ['dead battery → disabled auto', 'boosted → jump-start, labor at the place of disablement'],
    links: [{ said: 'dead battery', term: 'disabled', relation: 'hyponym' }],
  },
  {
    id: 'pp-flat-tow-home',
    country: 'US',
    line: 'auto',
    kind: 'limit',
    clause: PAP_TOWING,
    conditions: PAP_TOWING_CONDITIONS,
    question: 'got a flat on the interstate and had it towed 40 miles home, the bill was $220',
    facts: { c1: 'met', c2: 'met', c3: 'not_met' },
    verdict: 'not_covered',
    mustSay: [['75'], CAPPED],
    concepts: ['flat → disabled auto'],
    links: [{ said: 'flat', term: 'disabled', relation: 'hyponym' }],
  },

  // ---- Auto: breakdown, use ----
  {
    id: 'pp-engine-seized',
    country: 'US',
    line: 'auto',
    kind: 'exclusion',
    clause:
      'We will not pay for loss to your covered auto which is due and confined to wear and tear, freezing, mechanical or electrical breakdown or failure, or road damage to tires. This exclusion does not apply if the loss results from the total theft of your covered auto.',
    conditions: [{ id: 'c1', text: 'the damage resulted from the total theft of the covered auto' }],
    question: "engine seized on the highway, mechanic says it's toast. is that a comprehensive claim?",
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['breakdown', 'wear', 'mechanical']],
    concepts: ['engine seized → mechanical breakdown'],
    links: [{ said: 'engine seized', term: 'mechanical', relation: 'hyponym' }],
  },
  {
    id: 'pp-doordash-pole',
    country: 'US',
    line: 'auto',
    kind: 'exclusion',
    clause:
      'We do not provide coverage for your covered auto while it is being used to carry persons or deliver property for a fee or other compensation.',
    conditions: [{ id: 'c1', text: 'the car was not being used to carry people or deliver property for a fee' }],
    question: 'was dropping off a doordash order when i backed into a pole',
    facts: { c1: 'not_met' },
    verdict: 'not_covered',
    mustSay: [NOT_COVERED, ['deliver', 'compensation', 'fee', 'business use', 'commercial']],
    concepts: ['doordash order → delivering property for compensation'],
    links: [{ said: 'doordash order', term: 'deliver property', relation: 'hyponym' }],
  },

  // ---- Auto: Ontario direct compensation ----
  {
    id: 'pp-rear-ended-yonge',
    country: 'CA',
    line: 'auto',
    kind: 'grant',
    clause: ON_DCPD,
    conditions: ON_DCPD_CONDITIONS,
    question: 'somebody plowed into the back of me at the Yonge lights, the other driver gave me her insurance info',
    facts: { c1: 'met', c2: 'met', c3: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['fault', 'direct compensation', 'dcpd']],
    concepts: ['plowed into the back of me → rear-ended → not at fault', 'Yonge → Toronto → Ontario'],
    links: [{ said: 'Yonge', term: 'Ontario', relation: 'meronym' }],
  },
  {
    id: 'pp-sketchy-driver-ottawa',
    country: 'CA',
    line: 'auto',
    kind: 'grant',
    clause: ON_DCPD,
    conditions: ON_DCPD_CONDITIONS,
    question:
      "guy backed into me in a parking lot in Ottawa while i was parked. gave me a policy number but he was sketchy, i'm not sure he actually has insurance",
    facts: { c1: 'met', c2: 'unknown', c3: 'met' },
    verdict: 'depends',
    dependsOn: 'c2',
    mustSay: [DEPENDS, ['insured', 'insurance']],
    concepts: ['Ottawa → Ontario', 'backed into me while parked → not at fault'],
    links: [{ said: 'Ottawa', term: 'Ontario', relation: 'meronym' }],
  },

  // ---- Auto / home definitions ----
  {
    id: 'pp-borrowed-pickup',
    country: 'US',
    line: 'auto',
    kind: 'definition',
    clause:
      "'Your covered auto' includes any auto or trailer you do not own while used as a temporary substitute for any other vehicle described in this definition which is out of normal use because of its breakdown, repair, servicing, loss or destruction.",
    conditions: [
      { id: 'c1', text: 'the insured does not own the auto and used it as a temporary substitute' },
      { id: 'c2', text: "the insured's own vehicle was out of normal use because of breakdown, repair, servicing, loss or destruction" },
    ],
    question: "borrowed my brother-in-law's pickup while my car was in the shop getting a new transmission, and backed it into a pole",
    facts: { c1: 'met', c2: 'met' },
    verdict: 'covered',
    mustSay: [COVERED, ['substitute', 'temporary']],
    concepts: ["brother-in-law's pickup → auto you do not own", 'in the shop for a transmission → repair / servicing'],
    links: [{ said: 'pickup', term: 'auto', relation: 'hyponym' }],
  },
  {
    id: 'pp-rental-house-tenants',
    country: 'US',
    line: 'property',
    kind: 'definition',
    clause:
      "'Residence premises' means the one family dwelling where you reside, and the other structures and grounds at that location, shown as the residence premises in the Declarations.",
    conditions: [
      { id: 'c1', text: 'the insured lives in the dwelling' },
      { id: 'c2', text: 'the dwelling is shown as the residence premises in the Declarations' },
    ],
    question: 'a car plowed into the front of the rental house i own across town (tenants live there). my homeowners covers that right?',
    facts: { c1: 'not_met', c2: 'unknown' },
    verdict: 'not_covered',
    mustSay: [NOT_MET_DEFINITION, ['reside', 'live', 'landlord', 'rental']],
    concepts: ['rental house with tenants → not where you reside'],
    links: [],
  },
];
