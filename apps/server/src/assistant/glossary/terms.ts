import { amountsOf, latestAmount, type Facts } from '../facts/claim-facts';
import type { RankedPassage } from '../retrieval/passage-search';
import { limitsOnThingsNamed } from './limits-in-claim';

export interface Term {
  names: RegExp;
  title: string;
  meaning: string;
  /** The term in the user's own claim, when the facts say something about it. */
  inYourClaim?: (facts: Facts, passages: readonly RankedPassage[]) => string | null;
  /** The words a policy uses for it, added to the policy search when the term is asked about. */
  policyWords: string;
}

// Plain-language meanings a public adjuster would give a client; each is general, and the user's
// own figures are added only where the facts model has them.
export const TERMS: readonly Term[] = [
  {
    names: /\b(acv|actual cash value)\b/i,
    policyWords: 'actual cash value depreciation',
    title: 'Actual cash value (ACV)',
    meaning:
      'What the damaged property was worth just before the loss: the cost to replace it today, less depreciation for age and wear. Many policies pay ACV first and the rest once you repair or replace.',
    inYourClaim: (facts) =>
      latestAmount(facts, 'payment') ? `Your diary records a payment of ${latestAmount(facts, 'payment')!.text}.` : null,
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
    names: /\b(appraisal|umpire)\b/i,
    policyWords: 'appraisal appraiser umpire amount of loss',
    title: 'Appraisal',
    meaning:
      'A process in most property policies for settling a disagreement about the amount of the loss (not about coverage): each side names an appraiser, the two pick an umpire, and an amount agreed by any two of the three binds both sides. Each side usually pays its own appraiser and shares the umpire.',
  },
  {
    names: /\bsubrogat/i,
    policyWords: 'subrogation recovery rights',
    title: 'Subrogation',
    meaning:
      'After paying you, the insurer takes over your right to recover from whoever caused the loss (another driver, a contractor). If it recovers money, you may get back your deductible. Do not sign anything that gives up your rights against that person without asking your insurer.',
  },
  {
    names: /\bdeductible/i,
    policyWords: 'deductible',
    title: 'Deductible',
    meaning:
      'The part of each covered loss you bear yourself; the insurer pays the covered loss above it. Some policies have a separate, higher deductible for wind, hail or earthquake, often a percentage of the dwelling limit.',
    inYourClaim: (facts) => {
      const deductible = amountsOf(facts, 'deductible')[0];
      return deductible ? `Your records mention a deductible of ${deductible.text}.` : null;
    },
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
    names: /\b(proof of loss)\b/i,
    policyWords: 'proof of loss sworn within days',
    title: 'Proof of loss',
    meaning:
      'A signed, often sworn, statement of what you claim: the time and cause of the loss, your interest in the property, and the amount. Policies require it within a set time after the insurer asks, and late or missing proof can delay or defeat a claim.',
  },
  {
    names: /\b(euo|examination under oath)\b/i,
    policyWords: 'examination under oath',
    title: 'Examination under oath (EUO)',
    meaning:
      'A formal interview under oath, recorded by a court reporter, that most policies let the insurer require. You answer questions about the loss and your claim and sign the transcript. You may bring a lawyer.',
  },
  {
    names: /\b(loss of use|ale|(?:additional )?living expenses?)\b/i,
    policyWords: 'additional living expense loss of use',
    title: 'Additional living expenses (loss of use)',
    meaning:
      'The extra cost of living elsewhere while your home cannot be lived in after a covered loss — hotel or rent, extra meals, mileage — above your normal costs, up to the policy’s limit and time limit.',
  },
  {
    names: /\bco-?insurance\b/i,
    policyWords: 'coinsurance',
    title: 'Coinsurance',
    meaning:
      'A clause that reduces what the insurer pays if you insured the property for less than a set share (often 80%) of its value at the time of the loss.',
  },
  {
    names: /\bpublic adjuster\b/i,
    policyWords: 'public adjuster',
    title: 'Public adjuster',
    meaning:
      'A licensed adjuster you hire (usually for a percentage of the settlement) to prepare and negotiate your claim with the insurer. The insurer’s adjuster works for the insurer.',
  },
];

/** The policy's words for the terms a message names, for the policy search. */
export function policyWordsFor(message: string): string[] {
  return TERMS.filter((term) => term.names.test(message)).map((term) => term.policyWords);
}
