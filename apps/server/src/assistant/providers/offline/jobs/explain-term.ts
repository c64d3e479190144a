import { formatDollars } from '../../../facts/amounts';
import { amountsOf, latestAmount, type Facts } from '../../../facts/claim-facts';
import { clipWords } from '../../../policy/segments';
import type { RankedPassage } from '../../../retrieval/passage-search';
import { paragraphs } from '../format';

interface Term {
  names: RegExp;
  title: string;
  meaning: string;
  /** The term in the user's own claim, when the facts say something about it. */
  inYourClaim?: (facts: Facts) => string | null;
}

// Plain-language meanings a public adjuster would give a client; each is general, and the user's
// own figures are added only where the facts model has them.
const TERMS: readonly Term[] = [
  {
    names: /\b(acv|actual cash value)\b/i,
    title: 'Actual cash value (ACV)',
    meaning: 'What the damaged property was worth just before the loss: the cost to replace it today, less depreciation for age and wear. Many policies pay ACV first and the rest once you repair or replace.',
    inYourClaim: (facts) => (latestAmount(facts, 'payment') ? `Your diary records a payment of ${latestAmount(facts, 'payment')!.text}.` : null),
  },
  {
    names: /\b(rcv|replacement cost(?: value)?)\b/i,
    title: 'Replacement cost value (RCV)',
    meaning: 'What it costs today to repair or replace the property with new material of like kind and quality, with no deduction for depreciation. Policies usually pay it only once the work is done.',
  },
  {
    names: /\b(hold ?back|holdback|recoverable depreciation)\b/i,
    title: 'Holdback (recoverable depreciation)',
    meaning: 'The part of a replacement-cost claim the insurer keeps back until you repair or replace: the difference between replacement cost and actual cash value. You recover it by showing the work is done, usually within a time limit the policy sets.',
    inYourClaim: (facts) => {
      const holdback = latestAmount(facts, 'holdback');
      const paid = latestAmount(facts, 'payment');
      if (!holdback) return null;
      return `In your claim, ${paid ? `${paid.text} was paid on the actual cash value basis and ` : ''}${holdback.text} is recorded as held back.`;
    },
  },
  {
    names: /\bdepreciat/i,
    title: 'Depreciation',
    meaning: 'The reduction in value for age, wear and obsolescence. It is what separates actual cash value from replacement cost; under a replacement-cost policy, much of it is recoverable once you repair or replace.',
  },
  {
    names: /\b(appraisal|umpire)\b/i,
    title: 'Appraisal',
    meaning: 'A process in most property policies for settling a disagreement about the amount of the loss (not about coverage): each side names an appraiser, the two pick an umpire, and an amount agreed by any two of the three binds both sides. Each side usually pays its own appraiser and shares the umpire.',
  },
  {
    names: /\bsubrogat/i,
    title: 'Subrogation',
    meaning: 'After paying you, the insurer takes over your right to recover from whoever caused the loss (another driver, a contractor). If it recovers money, you may get back your deductible. Do not sign anything that gives up your rights against that person without asking your insurer.',
  },
  {
    names: /\bdeductible/i,
    title: 'Deductible',
    meaning: 'The part of each covered loss you bear yourself; the insurer pays the covered loss above it. Some policies have a separate, higher deductible for wind, hail or earthquake, often a percentage of the dwelling limit.',
    inYourClaim: (facts) => {
      const deductible = amountsOf(facts, 'deductible')[0];
      return deductible ? `Your records mention a deductible of ${deductible.text}.` : null;
    },
  },
  {
    names: /\b(sub-?limits?|special limits?)\b/i,
    title: 'Sub-limit',
    meaning: 'A lower limit inside a coverage for one kind of property or loss — for example jewelry theft, cash, mold or sewer backup. However high your contents limit, the insurer pays no more than the sub-limit for that category.',
  },
  {
    names: /\b(proof of loss)\b/i,
    title: 'Proof of loss',
    meaning: 'A signed, often sworn, statement of what you claim: the time and cause of the loss, your interest in the property, and the amount. Policies require it within a set time after the insurer asks, and late or missing proof can delay or defeat a claim.',
  },
  {
    names: /\b(euo|examination under oath)\b/i,
    title: 'Examination under oath (EUO)',
    meaning: 'A formal interview under oath, recorded by a court reporter, that most policies let the insurer require. You answer questions about the loss and your claim and sign the transcript. You may bring a lawyer.',
  },
  {
    names: /\b(loss of use|ale|additional living expenses?)\b/i,
    title: 'Additional living expenses (loss of use)',
    meaning: 'The extra cost of living elsewhere while your home cannot be lived in after a covered loss — hotel or rent, extra meals, mileage — above your normal costs, up to the policy’s limit and time limit.',
  },
  {
    names: /\bco-?insurance\b/i,
    title: 'Coinsurance',
    meaning: 'A clause that reduces what the insurer pays if you insured the property for less than a set share (often 80%) of its value at the time of the loss.',
  },
  {
    names: /\bpublic adjuster\b/i,
    title: 'Public adjuster',
    meaning: 'A licensed adjuster you hire (usually for a percentage of the settlement) to prepare and negotiate your claim with the insurer. The insurer’s adjuster works for the insurer.',
  },
];

/** Where the user's policy uses the term: the first retrieved sentence naming it, with its page. */
function inYourPolicy(term: Term, passages: readonly RankedPassage[]): string | null {
  for (const passage of passages) {
    const body = passage.text.split('\n').slice(passage.text.includes('\n') ? 1 : 0).join(' ');
    const sentences = body.split(/(?<=[.;])\s+/);
    const at = sentences.findIndex((candidate) => term.names.test(candidate));
    if (at < 0) continue;
    // A run-in heading ("Deductible.") is read with the sentence it introduces.
    const sentence = sentences[at]!.split(/\s+/).length < 5 ? sentences.slice(at, at + 2).join(' ') : sentences[at]!;
    return `**In your policy (page ${passage.page}):** “${clipWords(sentence, 45)}”`;
  }
  return null;
}

const FIGURE_AFTER = (names: string) => new RegExp(`\\b(?:${names})\\b[^$\\d.;]{0,20}\\$?\\s?(\\d{1,3}(?:,\\d{3})+|\\d+)`, 'i');
const RCV_FIGURE = FIGURE_AFTER('rcv|replacement cost(?: value)?');
const ACV_FIGURE = FIGURE_AFTER('acv|actual cash value');

/** "RCV $15,900 and ACV $13,150": the two numbers explained by the depreciation between them. */
function twoValues(message: string): string | null {
  const rcv = RCV_FIGURE.exec(message);
  const acv = ACV_FIGURE.exec(message);
  if (!rcv || !acv) return null;
  const [replacement, cash] = [Number(rcv[1]!.replace(/,/g, '')), Number(acv[1]!.replace(/,/g, ''))];
  if (!(replacement > cash && cash > 0)) return null;
  return `**Your two numbers:** replacement cost ${formatDollars(replacement)} less actual cash value ${formatDollars(cash)} is ${formatDollars(replacement - cash)} — the depreciation taken for age and wear. Under a replacement cost policy that part is usually held back and paid once the repair or replacement is done, within the time the policy allows.`;
}

/** What an insurance term means, in plain words, with where the user's policy uses it and the user's own figure where there is one. */
export function explainTerm(message: string, facts: Facts, passages: readonly RankedPassage[] = []): string | null {
  const matches = TERMS.filter((term) => term.names.test(message));
  if (matches.length === 0) return null;
  const explained = matches.slice(0, 3).map((term) => ({ term, policy: inYourPolicy(term, passages) }));
  return paragraphs(
    ...explained.map(({ term, policy }) => paragraphs(`**${term.title}** — ${term.meaning}`, policy, term.inYourClaim?.(facts) ?? null)),
    twoValues(message),
    explained.some(({ policy }) => policy) ? 'Your policy’s own wording decides over these general meanings.' : 'Your policy’s own definitions decide: ask me what your policy says about it.',
  );
}

/** The terms Benji can explain, for a question that names none of them. */
export const EXPLAINABLE = TERMS.map((term) => term.title);
