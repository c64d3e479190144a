import { tokenize } from './tokenize';
import { uniqueTerms } from './bm25';

// Policies and policyholders name the same things differently ("car" / "vehicle", "stolen" /
// "theft"). A question is widened with these words at half weight, so the user's own words still
// rank first. Kept conservative: "flood" and "water" stay apart, as policies treat them differently.
const RELATED: Record<string, string> = {
  car: 'vehicle automobile auto',
  truck: 'vehicle automobile',
  vehicle: 'automobile auto',
  stolen: 'theft',
  steal: 'theft',
  stole: 'theft',
  robbed: 'theft burglary robbery',
  burglary: 'theft',
  break: 'burglary forced entry',
  covered: 'coverage insured',
  cover: 'coverage insured',
  coverage: 'cover covered',
  excluded: 'exclusion exclusions not covered',
  exclusion: 'excluded exclude',
  mold: 'mould fungi',
  mould: 'mold fungi',
  hotel: 'additional living expense loss of use',
  rent: 'additional living expense loss of use',
  deductible: 'deductibles',
  cancel: 'cancellation',
  sewer: 'backup sewage drain',
  sump: 'sewer backup pump',
  deadline: 'days within time limit',
  lawsuit: 'suit action against us',
  sue: 'suit action against us',
  appraisal: 'appraiser umpire dispute amount',
  roof: 'roofing shingles',
  hail: 'windstorm storm',
  storm: 'windstorm hail',
  wind: 'windstorm',
  fire: 'smoke lightning',
  jewelry: 'jewellery valuables',
  jewellery: 'jewelry valuables',
  euo: 'examination under oath',
  pol: 'proof of loss',
};

const EXPANSIONS = new Map(Object.entries(RELATED).map(([word, related]) => [tokenize(word)[0] ?? word, related]));

// Words that name the document rather than what is asked about it ("does my policy cover…").
const META = new Set(tokenize('policy policies insurance insurer insured company coverage covered cover question ask'));

/** The question's words at full weight, then related words not already asked, at half weight. */
export function expandQuery(question: string): { term: string; weight: number }[] {
  const asked = uniqueTerms(question);
  const topical = asked.filter(({ term }) => !META.has(term));
  // A question made only of such words ("what does my policy cover?") keeps them: they are all it has.
  const own = topical.length > 0 ? topical : asked;
  const seen = new Set(own.map(({ term }) => term));
  const extra: { term: string; weight: number }[] = [];
  for (const { term } of own) {
    const related = EXPANSIONS.get(term);
    if (!related) continue;
    for (const word of uniqueTerms(related, 0.5)) {
      if (seen.has(word.term)) continue;
      seen.add(word.term);
      extra.push(word);
    }
  }
  return [...own, ...extra];
}
