import type { AssistantContext, ClaimContext } from '../../engine';
import { amountsIn, distinctSums, itemisedAmounts, type Amount, type Deadline } from '@benji/shared';
import { amountsOf, bestEstimate, latestAmount, type Facts } from '../../facts/claim-facts';
import { withoutInstructions } from '../../facts/user-text';
import { specialLimitsOn, totalWithinLimits, type CategoryLimit, type ClaimedItem } from '../../policy/special-limits';
import type { RankedPassage } from '../../retrieval/passage-search';
import { quotable } from './policy-answer';

// What a proof of loss states, as facts: English (proof-of-loss.ts) and the other languages
// (jobs/localized/proof-of-loss.ts) each lay them out, so no language claims a figure another does not.

const THEFT = /\b(?:theft|stolen|other than collision|comprehensive)\b/i;
const COLLISION = /\bcollision\b/i;

/**
 * The deductible the user's own policy states for this kind of loss: the one segment naming a
 * deductible and an amount, or the one among several that names the loss ("Other Than Collision
 * (including theft) … less $500 deductible"). Null when the policy leaves it unclear.
 */
function policyDeductible(passages: AssistantContext['passages'], typeOfClaim: string): { text: string; page: number } | null {
  const candidates = passages.flatMap((passage) =>
    passage.text
      .split(/[;.]\s+/)
      .filter((segment) => /\bdeductible\b/i.test(segment) && /\$\s?\d/.test(segment) && !/\bwithout\b[^$]*deductible/i.test(segment))
      .map((segment) => ({ segment, page: passage.page })),
  );
  const kind = THEFT.test(typeOfClaim) ? THEFT : COLLISION.test(typeOfClaim) ? COLLISION : null;
  const matching = kind
    ? candidates.filter(({ segment }) => kind.test(segment) && !(kind === THEFT && /^\W*collision\b/i.test(segment)))
    : candidates;
  const chosen = matching.length === 1 ? matching[0] : candidates.length === 1 ? candidates[0] : null;
  const amount = chosen ? /\$\s?\d[\d,]*(?:\.\d{2})?/.exec(chosen.segment)?.[0] : null;
  return chosen && amount ? { text: amount.replace(/\s/g, ''), page: chosen.page } : null;
}

const NAME = "((?:[A-Z][\\w&'-]*\\s?){1,4})";
/** "a loan with Chase", "Chase is owed $9,400", "I still owe Chase $9,400": the lender, named. */
const LENDER = [
  /\b(?:payoff|pay-off|loan|lien|financed|lease)\b[^.;\n]{0,20}?\b(?:to|with|through|from|by)\s+((?:[A-Z][\w&'-]*\s?){1,4})/,
  new RegExp(`${NAME}\\s+(?:is|are)\\s+(?:still\\s+)?owed\\b`),
  new RegExp(`\\bowe\\s+${NAME}`),
];

/**
 * The lienholder the user names ("I still owe Chase $9,400 on it"), in the message or else in the
 * diary ("lender's payoff statement received"): a vehicle's loss payee must be on the statement.
 */
function lienholder(message: string, facts: Facts): string | null {
  const texts = [message, ...facts.events.map((event) => event.summary).reverse()];
  const named = texts.flatMap((text) => LENDER.map((pattern) => pattern.exec(text))).find(Boolean);
  return named ? named[1]!.trim() : null;
}

/** The user's own list ("watch $1,200, camera $850"), each item with its label as the user wrote it, and their total. */
export interface Itemised {
  items: { label: string; amount: Amount }[];
  total: number;
}

function itemisedIn(message: string): Itemised | null {
  // What is owed on a loan, an offer or a payment already made is not part of what is claimed.
  const NOT_CLAIMED = /\b(?:payoff|pay-off|owe|owed|loan|lien|financed|lease|deductible|offer\w*)\b/i;
  const items = itemisedAmounts(message).filter(
    (item) => !NOT_CLAIMED.test(item.clause) && ['value', 'estimate', 'invoice', 'other'].includes(item.amount.kind),
  );
  if (items.length < 2) return null;
  return { items: items.map(({ label, amount }) => ({ label, amount })), total: items.reduce((sum, item) => sum + item.amount.value, 0) };
}

/** The contents figure the user gives ("everything inside came to roughly $12,000"). */
function contentsFigure(message: string): Amount | null {
  const clause = message
    .split(/,\s|;|\n|\.\s|\band\b/)
    .find((part) => /\b(?:contents|personal property|belongings|inventory)\b/i.test(part) && /\d/.test(part));
  return clause ? (amountsIn(clause, 'question')[0] ?? null) : null;
}

/** A line of the amounts claimed: what it is, and the user's own figure for it when there is one. */
export type AmountLine =
  | { line: 'vehicle_value'; value: Amount }
  | { line: 'vehicle_repair' | 'unit_repairs' | 'dwelling_repairs'; estimate: Amount | null }
  | { line: 'rental' | 'living_expenses'; expenses: Amount[] }
  | { line: 'contents'; figure: Amount | null }
  | { line: 'towing' | 'vehicle_contents' | 'inventory' | 'emergency_repairs' };

/** What a claim of this kind includes, with the user's own figures where known. */
function amountLines(category: string | null, facts: Facts, message: string): AmountLine[] {
  const estimate = bestEstimate(facts);
  const expenses = distinctSums(amountsOf(facts, 'living_expense'));
  const value = facts.amounts.find((amount) => amount.source === 'question' && amount.kind === 'value');
  if (category === 'auto')
    return [
      value && /theft|stolen|total/i.test(facts.claim?.typeOfClaim ?? '')
        ? { line: 'vehicle_value', value }
        : { line: 'vehicle_repair', estimate },
      { line: 'towing' },
      { line: 'rental', expenses },
      { line: 'vehicle_contents' },
    ];
  if (category === 'other_property') return [{ line: 'inventory' }, { line: 'unit_repairs', estimate }];
  return [
    { line: 'dwelling_repairs', estimate },
    { line: 'contents', figure: contentsFigure(message) },
    { line: 'living_expenses', expenses },
    { line: 'emergency_repairs' },
  ];
}

export type Attachment = 'photos' | 'shop_estimate' | 'estimates' | 'receipts' | 'inventory' | 'police_report';

function attachments(category: string | null, hasPoliceReport: boolean): Attachment[] {
  const list: Attachment[] = ['photos', 'estimates', 'receipts', 'inventory'];
  if (category === 'auto') list.splice(1, 0, 'shop_estimate');
  if (hasPoliceReport) list.push('police_report');
  return list;
}

/** The special limits the items exceed, and what the items come to within them: a ring and a bracelet share one jewelry limit. */
function overLimits(
  items: readonly ClaimedItem[],
  passages: AssistantContext['passages'],
): { over: CategoryLimit[]; withinLimits: number } | null {
  const over = specialLimitsOn(items, passages).filter((category) => category.claimed > category.limit);
  return over.length > 0 ? { over, withinLimits: totalWithinLimits(items, over) } : null;
}

/** Everything a sworn statement in proof of loss states, from the claim, the records and the message. */
export interface ProofOfLossFacts {
  claim: ClaimContext | null;
  itemised: Itemised | null;
  lines: AmountLine[];
  limited: { over: CategoryLimit[]; withinLimits: number } | null;
  deductible: Amount | null;
  /** The page of the policy the deductible was read on, when no record gives it. */
  deductiblePage: number | null;
  /** The net claimed: the total the user states, else worked out from their figures less a known deductible. */
  net: { value: number; stated: Amount | null } | null;
  payee: string | null;
  description: { kept: string; heldOut: string[] } | null;
  attachments: Attachment[];
  /** The proof-of-loss deadline the deadline engine found for this claim. */
  deadline: Deadline | null;
  /** The policy's passage on proof of loss, quoted after the form. */
  policyPassage: RankedPassage | null;
}

export function proofOfLossFacts(message: string, context: AssistantContext, facts: Facts): ProofOfLossFacts {
  const { claim } = facts;
  const stated = amountsOf(facts, 'other').find((amount) => amount.source === 'question' && /\b(total|net|claim(?:ing)?)\b/i.test(message));
  const itemised = itemisedIn(message);
  const fromPolicy = claim ? policyDeductible(context.passages, claim.typeOfClaim) : null;
  const recorded = latestAmount(facts, 'deductible');
  const deductible = recorded ?? (fromPolicy ? (amountsIn(fromPolicy.text, 'question', null, 'deductible')[0] ?? null) : null);
  const single = itemised
    ? null
    : facts.amounts.find((amount) => amount.source === 'question' && amount.kind === 'value' && claim?.category === 'auto');
  const limited = itemised
    ? overLimits(
        itemised.items.map((item) => ({ label: item.label, value: item.amount.value })),
        context.passages,
      )
    : null;
  const gross = limited?.withinLimits ?? itemised?.total ?? single?.value ?? null;
  const worked = gross !== null && deductible ? Math.max(0, gross - deductible.value) : null;
  return {
    claim,
    itemised,
    lines: amountLines(claim?.category ?? null, facts, message),
    limited,
    deductible,
    deductiblePage: fromPolicy && !recorded ? fromPolicy.page : null,
    net: stated ? { value: stated.value, stated } : worked !== null ? { value: worked, stated: null } : null,
    payee: lienholder(message, facts),
    description: claim ? withoutInstructions(claim.description) : null,
    attachments: attachments(claim?.category ?? null, !!facts.policeReportNumber),
    deadline:
      claim?.deadlines.find(
        (deadline) => deadline.who === 'policyholder' && /proof of loss/i.test(deadline.title) && deadline.status !== 'met',
      ) ?? null,
    policyPassage:
      quotable(
        context.passages.filter((passage) => /proof of loss/i.test(passage.text)),
        1,
      )[0] ?? null,
  };
}
