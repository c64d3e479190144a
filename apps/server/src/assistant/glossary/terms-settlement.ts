import { latestAmount } from '../facts/claim-facts';
import { recordedDeductible, recordedEstimate, recordedLimit, recordedPayment } from './figures-in-claim';
import { limitsOnThingsNamed } from './limits-in-claim';
import type { Term } from './term';

/** How a loss is valued and paid: the settlement basis, deductibles, limits and who the cheque goes to. */
export const SETTLEMENT_TERMS: readonly Term[] = [
  {
    names: /\b(acv|actual cash value)\b/i,
    policyWords: 'actual cash value depreciation',
    title: 'Actual cash value (ACV)',
    meaning:
      'What the damaged property was worth just before the loss: the cost to replace it today, less depreciation for age and wear. Many policies pay ACV first and the rest once you repair or replace.',
    inYourClaim: recordedPayment,
  },
  {
    names: /\bguaranteed (?:replacement|rebuild(?:ing)?)(?: cost| value| coverage)?\b/i,
    policyWords: 'guaranteed replacement cost rebuild exceeds the limit of insurance',
    title: 'Guaranteed replacement cost',
    meaning:
      'An option that pays to rebuild your home as it was even when the cost runs past the dwelling limit on your declarations page. It usually holds only if you insured to the insurer’s valuation and told it about renovations, and it rarely includes building code upgrades unless the policy says so.',
  },
  {
    names: /\b(?:extended (?:replacement(?: cost)?|dwelling)(?: coverage| endorsement)?|additional replacement cost)\b/i,
    policyWords: 'extended replacement cost additional amount of insurance percentage of coverage a',
    title: 'Extended replacement cost',
    meaning:
      'An option that adds a set share — often 20% to 50% — on top of the dwelling limit when rebuilding costs more than the limit, for example when prices jump after a storm. The extra is paid only if you actually rebuild, and never beyond that share.',
  },
  {
    names: /\b(rcv|replacement cost(?: value)?)\b/i,
    policyWords: 'replacement cost repair or replace',
    title: 'Replacement cost value (RCV)',
    meaning:
      'What it costs today to repair or replace the property with new material of like kind and quality, with no deduction for depreciation. Policies usually pay it only once the work is done.',
  },
  {
    names: /\b(hold ?back|holdback|recoverable depreciation)\b/i,
    policyWords: 'replacement cost actual cash value held back repair or replacement',
    title: 'Holdback (recoverable depreciation)',
    meaning:
      'The part of a replacement-cost claim the insurer keeps back until you repair or replace: the difference between replacement cost and actual cash value. You recover it by showing the work is done, usually within a time limit the policy sets.',
    inYourClaim: (facts) => {
      const holdback = latestAmount(facts, 'holdback');
      const paid = latestAmount(facts, 'payment');
      if (!holdback) return null;
      return `In your claim, ${paid ? `${paid.text} was paid on the actual cash value basis and ` : ''}${holdback.text} is recorded as held back.`;
    },
  },
  {
    names: /\bdepreciat/i,
    policyWords: 'actual cash value depreciation replacement cost',
    title: 'Depreciation',
    meaning:
      'The reduction in value for age, wear and obsolescence. It is what separates actual cash value from replacement cost; under a replacement-cost policy, much of it is recoverable once you repair or replace.',
  },
  {
    names: /\b(?:constructive total loss|total(?:l?ed)? loss|totall?(?:ed|ing)|write[- ]?offs?|written off)\b/i,
    policyWords: 'total loss actual cash value salvage',
    title: 'Total loss (write-off)',
    meaning:
      'When repairs would cost more than the property is worth, or more than a set share of it, the insurer pays its actual cash value instead, less your deductible, and usually takes the salvage. For a car, that value is what comparable vehicles — same year, model, trim, mileage and condition — sell for locally, so check the comparables the insurer used.',
  },
  {
    names: /\b(?:owner[- ]retained salvage|salvage(?: value| title| yard| rights?)?)\b/i,
    policyWords: 'salvage value take all or any part of the property',
    title: 'Salvage',
    meaning:
      'What is left of damaged property, and what it is still worth. Once the insurer pays the full value it usually takes the salvage; if you want to keep the item, it deducts the salvage value from the payment, and a car kept this way is usually branded salvage before it can go back on the road.',
  },
  {
    names: /\bbetterment\b/i,
    policyWords: 'betterment depreciation improvement',
    title: 'Betterment',
    meaning:
      'A deduction for the part of a repair that leaves you better off than before the loss — new tires or a new battery on a car, new roofing replacing worn roofing under an actual cash value settlement. It should reflect real wear on the part replaced, not just its age; ask the insurer to show how it worked it out.',
  },
  {
    names:
      /\b(?:matching|mismatch(?:ed|ing)?|(?:like|similar) kind (?:and|&) quality|reasonable (?:match|uniformity)|uniform (?:appearance|look))\b/i,
    policyWords: 'like kind and quality match uniform appearance',
    title: 'Matching (like kind and quality)',
    meaning:
      'Whether the insurer must replace undamaged parts — the rest of the siding, the whole floor — when the damaged pieces can no longer be matched in colour or style. Policies promise material of like kind and quality; some states add matching rules, while in Canada it turns on the wording, so ask for reasons in writing if matching is refused.',
  },
  {
    names: /\b(?:o ?& ?p|o and p|overhead (?:and|&) profit|contractor'?s? (?:overhead|profit|mark-?up))\b/i,
    policyWords: 'overhead and profit general contractor',
    title: 'Overhead and profit (O&P)',
    meaning:
      'The general contractor’s markup — commonly 10% overhead and 10% profit — for running a job that needs several trades. Insurers often include it only when the repair reasonably needs a general contractor, so if yours involves several trades and it was left out, ask why.',
  },
  {
    names:
      /\b(?:xactimate|symbility|scope (?:of (?:loss|work|damages?|repairs?)|sheet)|line[- ]item estimate|estimate of (?:loss|damages?|repairs?)|(?:adjuster|insurer|insurance)(?:'?s)? estimate)\b/i,
    policyWords: 'estimate amount of loss cost of repair',
    title: 'Scope of loss and estimate (Xactimate)',
    meaning:
      'The scope lists everything to be repaired or replaced, with quantities; the estimate prices it, usually in software such as Xactimate or Symbility with local price lists. Underpayment more often comes from items missing from the scope than from low prices, so compare it room by room with your contractor’s.',
    inYourClaim: recordedEstimate,
  },
  {
    names: /\b(?:supplements?|supplemental (?:claims?|estimates?|payments?|requests?)|supplementing)\b/i,
    policyWords: 'additional payment hidden damage reopen',
    title: 'Supplement (supplemental claim)',
    meaning:
      'A request to add to a claim already estimated or paid, usually for damage found once repairs start, such as rot behind drywall, or for costs the first estimate missed. Tell the insurer before that work is done, with photos and an itemized price, and check any time limit for reopening a claim.',
  },
  {
    names: /\b(?:hurricane|named[- ]storm|storm|hail(?:storm)?|wind(?:storm)?(?: ?(?:\/|and|&) ?hail)?) deductibles?\b/i,
    policyWords: 'windstorm hail hurricane deductible percentage of the dwelling limit',
    title: 'Storm deductible (hurricane, wind and hail)',
    meaning:
      'A separate deductible for damage by a hurricane, named storm, windstorm or hail, common in storm-prone areas and often a percentage of the dwelling limit rather than a fixed amount. It can be far higher than your usual deductible; check what triggers it and whether it applies per storm or, as in Florida, once per hurricane season.',
    inYourClaim: recordedDeductible,
  },
  {
    names:
      /(?:\bpercentage deductibles?\b|\b\d+(?:\.\d+)? ?(?:%|percent\b|per cent\b) deductibles?\b|\bdeductibles? (?:of|is|at) \d+(?:\.\d+)? ?(?:%|percent\b|per cent\b))/i,
    policyWords: 'deductible percentage of the limit of liability coverage a dwelling',
    title: 'Percentage deductible',
    meaning:
      'A deductible set as a share of the insured value — usually the dwelling (Coverage A) limit on your declarations page — rather than a fixed amount. It is worked out from the limit, not from the size of the loss, so a 2% deductible on a well-insured home can swallow a moderate claim.',
    inYourClaim: recordedDeductible,
  },
  {
    // "Excess" is the British and Canadian word for it ("voluntary excess", "car insurance excess").
    names: /\bdeduct[ai]ble|\b(?:voluntary|compulsory|insurance|policy|claim) excess\b/i,
    policyWords: 'deductible',
    title: 'Deductible',
    meaning:
      'The part of each covered loss you bear yourself; the insurer pays the covered loss above it. Some policies have a separate, higher deductible for wind, hail or earthquake, often a percentage of the dwelling limit.',
    inYourClaim: recordedDeductible,
  },
  {
    names: /\b(?:limits? of (?:liability|insurance|coverage)|policy limits?|coverage limits?|sums? insured|amount of insurance)\b/i,
    policyWords: 'limit of liability limit of insurance amount of insurance',
    title: 'Limit of liability (policy limit)',
    meaning:
      'The most the insurer will pay under a coverage, as shown on your declarations page; building, contents, living expenses and liability each have their own. A loss under the limit is still reduced by the deductible, sub-limits and the settlement basis, and a building insured well below its value can meet a coinsurance penalty.',
    inYourClaim: recordedLimit,
  },
  {
    names: /\b(sub-?limits?|special limits?)\b/i,
    policyWords: 'special limits of liability total limit for each loss category',
    title: 'Sub-limit',
    meaning:
      'A lower limit inside a coverage for one kind of property or loss — for example jewelry theft, cash, mold or sewer backup. However high your contents limit, the insurer pays no more than the sub-limit for that category.',
    inYourClaim: (facts, passages) => limitsOnThingsNamed(facts, passages),
  },
  {
    names: /\bco-?insurance\b/i,
    policyWords: 'coinsurance',
    title: 'Coinsurance',
    meaning:
      'A clause that reduces what the insurer pays if you insured the property for less than a set share (often 80%) of its value at the time of the loss.',
  },
  {
    names:
      /\b(?:mortgagee(?: clause)?|mortgage (?:clause|company|holder|lender|bank)|loss payees?|lien ?holders?|two[- ]party (?:cheques?|checks?)|joint (?:cheques?|checks?)|co-?payees?)\b/i,
    policyWords: 'mortgagee loss payee mortgage clause payable',
    title: 'Mortgagee clause and two-party cheques',
    meaning:
      'Your lender — for a car, the lienholder or leasing company — is named on the policy with its own right to be paid, so cheques (checks) for the building or vehicle are often made out to you both. For repairs the lender usually holds the money and releases it in stages; ask it early how that works.',
  },
];
