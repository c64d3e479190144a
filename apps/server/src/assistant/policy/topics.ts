import { words } from '../retrieval/tokenize';

// What an adjuster would know about some common questions: the usual name of the thing, the
// optional endorsement that covers it when the base policy does not, and what to get in writing.
// Matched on the question's words (US spelling), so "mould" and "sewer back-up" are found too.

export interface Topic {
  id: string;
  /** How a sentence names it when the question gives no better words. */
  label: string;
  /** The optional coverage that insures it when the base policy excludes or omits it. */
  endorsement?: string;
  /** Questions for the adjuster particular to this topic. */
  ask: string[];
}

const TOPICS: readonly (Topic & { pattern: RegExp })[] = [
  {
    id: 'sewer_backup',
    pattern: /\bsewers?\b|\bsewage\b|\bbackup\b|\bsump\b|\bfloor drain/,
    label: 'Sewer backup',
    endorsement: 'a water back-up (sewer backup) endorsement',
    ask: ['Whether my policy includes a water back-up (sewer backup) endorsement, and its limit and deductible.'],
  },
  {
    id: 'flood',
    pattern: /\bflood|\boverland\b|\bsurface water\b|\bstorm surge\b|\brising water\b/,
    label: 'Flood',
    endorsement: 'separate flood insurance (in the US, an NFIP or private flood policy; in Canada, an overland water endorsement)',
    ask: [
      'Whether any flood or overland water coverage applies, and whether any part of the damage (for example from rain entering through a storm opening) is covered another way.',
    ],
  },
  {
    id: 'earthquake',
    pattern: /\bearthquake|\bquake\b|\bearth movement\b|\bsinkhole|\blandslide|\bmudslide/,
    label: 'Earthquake damage',
    endorsement: 'an earthquake endorsement',
    ask: ['Whether an earthquake or earth movement endorsement applies, and its separate deductible.'],
  },
  {
    id: 'jewelry',
    pattern: /\brings?\b|\bnecklace|\bbracelet|\bearrings?\b|\bjewel|\bwatch(es)?\b|\bdiamond|\bbrooch|\bpendant/,
    label: 'Jewelry',
    ask: [
      'Whether the special limit for jewelry applies to my loss (many apply to theft only) and how much of it is left.',
      'Whether the item was scheduled (a jewelry floater or scheduled personal property endorsement), which would cover it for its listed value.',
    ],
  },
  {
    id: 'mold',
    pattern: /\bmold|\bfung|\bmildew|\b(wet|dry) rot\b/,
    label: 'Mold',
    ask: [
      'Whether they accept that the mold results from a covered water loss, and how much of the mold limit is left for this policy period.',
    ],
  },
  {
    id: 'living_expenses',
    pattern:
      /\bhotel|\bmotel|\bliving expense|\bloss of use\b|\bmeals?\b|\bairbnb\b|\bdisplaced\b|\brelocat|\btemporary (housing|accommodation)/,
    label: 'Additional living expenses',
    ask: [
      'How long they will pay additional living expenses, whether they pay the hotel directly or reimburse me, and which receipts they need.',
    ],
  },
  {
    id: 'rental_car',
    pattern: /\brental (car|vehicle)|\brent(ing)? a car\b|\bcar rental\b|\bloaner\b|\bcourtesy car\b|\bsubstitute (car|vehicle)\b/,
    label: 'A rental car',
    endorsement: 'rental reimbursement (transportation replacement) coverage',
    ask: ['The daily and total rental limits, how many days they will pay, and whether I must use their rental company.'],
  },
  {
    id: 'theft_from_vehicle',
    pattern:
      /\b(stolen|stole|theft|broke into|broken into)\b.*\b(car|truck|vehicle|suv|van)\b|\b(car|truck|vehicle|suv|van)\b.*\b(stolen|broken into|broke into)\b/,
    label: 'Theft from your vehicle',
    ask: [
      'Whether my home, condo or tenant policy covers belongings stolen from a vehicle, since auto policies usually do not.',
      'Which proof they need: the police report number, receipts and photos of the damage to the vehicle.',
    ],
  },
  {
    id: 'water_leak',
    pattern: /\bburst|\bfrozen pipe|\bpipes? froze|\bleak|\bseep|\bdrip|\bwater damage\b/,
    label: 'The water damage',
    ask: [
      'Whether they treat the loss as a sudden and accidental discharge of water or as long-term seepage, and what evidence (plumber’s report, photos, dates) they rely on.',
    ],
  },
  {
    id: 'identity_theft',
    pattern: /\bidentity (theft|fraud)\b|\bstolen identity\b/,
    label: 'Identity theft',
    endorsement: 'an identity fraud endorsement',
    ask: ['Whether an identity fraud endorsement applies, and which expenses it reimburses.'],
  },
  {
    id: 'service_line',
    pattern: /\bservice line|\bwater line\b|\bsewer line\b|\bunderground (pipe|line)/,
    label: 'Service line damage',
    endorsement: 'a service line endorsement',
    ask: ['Whether a service line endorsement applies to the buried line, and its limit.'],
  },
];

/** The topic the question is about, or null. The first that matches wins: the list is ordered from the most particular. */
export function topicOf(question: string): Topic | null {
  const text = words(question).join(' ');
  const found = TOPICS.find((topic) => topic.pattern.test(text));
  if (!found) return null;
  const { pattern: _pattern, ...topic } = found;
  return topic;
}
