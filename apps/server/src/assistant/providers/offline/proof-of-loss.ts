import type { AssistantContext } from '../../engine';
import { amountsIn, distinctSums, formatDollars, itemisedAmounts, type Amount } from '@benji/shared';
import { amountsOf, bestEstimate, latestAmount, lossLocation, type Facts } from '../../facts/claim-facts';
import { withoutInstructions } from '../../facts/user-text';
import { clipList } from '../../policy/segments';
import { specialLimitsOn, totalWithinLimits, type ClaimedItem } from '../../policy/special-limits';
import { blanksIn, fillBeforeSending } from './letters/draft';
import { bullets, longDate, NOT_LEGAL_ADVICE, numbered, paragraphs } from './format';
import { quotable, quote } from './policy-answer';

const or = (value: string | undefined, placeholder: string) => (value ? value : `[${placeholder}]`);

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

/** The user's own list ("watch $1,200, camera $850"), each with its amount, and their total. */
function itemisedLines(message: string): { lines: string[]; items: ClaimedItem[]; total: number } | null {
  // What is owed on a loan, an offer or a payment already made is not part of what is claimed.
  const NOT_CLAIMED = /\b(?:payoff|pay-off|owe|owed|loan|lien|financed|lease|deductible|offer\w*)\b/i;
  const items = itemisedAmounts(message).filter(
    (item) => !NOT_CLAIMED.test(item.clause) && ['value', 'estimate', 'invoice', 'other'].includes(item.amount.kind),
  );
  if (items.length < 2) return null;
  return {
    lines: items.map((item) => `${item.label}: ${item.amount.text}`),
    items: items.map((item) => ({ label: item.label, value: item.amount.value })),
    total: items.reduce((sum, item) => sum + item.amount.value, 0),
  };
}

/** The contents figure the user gives ("everything inside came to roughly $12,000"). */
function contentsFigure(message: string): Amount | null {
  const clause = message
    .split(/,\s|;|\n|\.\s|\band\b/)
    .find((part) => /\b(?:contents|personal property|belongings|inventory)\b/i.test(part) && /\d/.test(part));
  return clause ? (amountsIn(clause, 'question')[0] ?? null) : null;
}

/** The lines of the amounts section: what a claim of this kind includes, with the user's own figures where known. */
function amountLines(category: string | null, facts: Facts, message: string): string[] {
  const estimate = bestEstimate(facts);
  const living = distinctSums(amountsOf(facts, 'living_expense'));
  const livingSum = formatDollars(living.reduce((sum, amount) => sum + amount.value, 0));
  const livingTotal =
    living.length > 1 ? `${livingSum} (${living.map((amount) => amount.text).join(' + ')})` : living.length === 1 ? livingSum : null;
  const contents = contentsFigure(message);
  const repairs = estimate ? `${estimate.text} (your estimate)` : null;
  const value = facts.amounts.find((amount) => amount.source === 'question' && amount.kind === 'value');
  if (category === 'auto')
    return [
      value && /theft|stolen|total/i.test(facts.claim?.typeOfClaim ?? '')
        ? `Actual cash value of the vehicle: ${value.text} (your figure)`
        : `Vehicle repair, or actual cash value if a total loss: ${repairs ?? '[Vehicle Repair Amount]'}`,
      'Towing and storage: [Towing Amount]',
      `Rental or transportation: ${livingTotal ?? '[Rental Amount]'}`,
      'Personal property in the vehicle: [Contents Amount]',
    ];
  if (category === 'other_property')
    return [
      'Personal property (itemised inventory attached): [Contents Amount]',
      `Structure or unit repairs: ${repairs ?? '[Repair Amount]'}`,
    ];
  return [
    `Dwelling / building repairs: ${repairs ?? '[Repair Amount]'}`,
    `Contents / personal property (itemised inventory attached): ${contents ? `${contents.text} (your figure)` : '[Contents Amount]'}`,
    `Additional living expenses: ${livingTotal ?? '[Living Expenses Amount]'}`,
    'Emergency repairs and clean-up: [Emergency Repairs Amount]',
  ];
}

function attachments(category: string | null, hasPoliceReport: boolean): string[] {
  const list = [
    'Photos and video of the damage',
    'Repair estimates or invoices',
    'Receipts for emergency repairs and expenses',
    'Itemised inventory of damaged or lost property, with proof of ownership',
  ];
  if (category === 'auto') list.splice(1, 0, 'Repair shop estimate and the vehicle’s registration');
  if (hasPoliceReport) list.push('Police report');
  return list;
}

/**
 * The special limits the items exceed, each with what the user claims under it, and what the
 * items come to within them: a ring and a bracelet share one jewelry limit.
 */
function overLimits(
  items: readonly ClaimedItem[],
  passages: AssistantContext['passages'],
): { lines: string[]; withinLimits: number } | null {
  const over = specialLimitsOn(items, passages).filter((category) => category.claimed > category.limit);
  if (over.length === 0) return null;
  const lines = over.map(
    (category) =>
      `${category.limitText} ${clipList(category.appliesTo, 8)} (page ${category.page}): ${category.items.map((item) => item.label).join(', ')}, ${formatDollars(category.claimed)} claimed${category.perLoss && category.items.length > 1 ? ' — one limit for them all' : ''}`,
  );
  return { lines, withinLimits: totalWithinLimits(items, over) };
}

/** The proof-of-loss deadline the deadline engine found for this claim, as a sentence. */
function deadlineNote(facts: Facts): string | null {
  const due = facts.claim?.deadlines.find(
    (deadline) => deadline.who === 'policyholder' && /proof of loss/i.test(deadline.title) && deadline.status !== 'met',
  );
  return due ? `**Deadline:** ${due.title} — due ${longDate(due.dueOn)} (${due.citation}).` : null;
}

/** A sworn statement in proof of loss, laid out and filled from the claim details and the claim. */
export function proofOfLoss(message: string, context: AssistantContext, facts: Facts): string {
  const { claim } = facts;
  const stated = amountsOf(facts, 'other').find((amount) => amount.source === 'question' && /\b(total|net|claim(?:ing)?)\b/i.test(message));
  const itemised = itemisedLines(message);
  const fromPolicy = claim ? policyDeductible(context.passages, claim.typeOfClaim) : null;
  const deductible =
    latestAmount(facts, 'deductible') ?? (fromPolicy ? (amountsIn(fromPolicy.text, 'question', null, 'deductible')[0] ?? null) : null);
  const lines = itemised?.lines ?? amountLines(claim?.category ?? null, facts, message);
  const single = itemised
    ? null
    : facts.amounts.find((amount) => amount.source === 'question' && amount.kind === 'value' && claim?.category === 'auto');
  const limited = itemised ? overLimits(itemised.items, context.passages) : null;
  const gross = limited?.withinLimits ?? itemised?.total ?? single?.value ?? null;
  // The net is worked out only from figures the user gave: the items' total, less a known deductible.
  const net = stated?.text ?? (gross !== null && deductible ? formatDollars(Math.max(0, gross - deductible.value)) : null);
  const payee = lienholder(message, facts);
  const description = claim ? withoutInstructions(claim.description) : null;
  const policyQuote = quotable(
    context.passages.filter((passage) => /proof of loss/i.test(passage.text)),
    1,
  ).map(quote)[0];
  const form = paragraphs(
    '**SWORN STATEMENT IN PROOF OF LOSS**',
    [
      `Insurance Company: ${or(facts.insurer, 'Insurance Company')}`,
      `Policy Number: ${or(facts.policyNumber, 'Policy Number')}`,
      `Claim Number: ${or(facts.claimNumber, 'Claim Number')}`,
      `Adjuster: ${or(facts.adjusterName, 'Adjuster Name')}${facts.adjusterPhone ? `, ${facts.adjusterPhone}` : ''}${facts.adjusterEmail ? `, ${facts.adjusterEmail}` : ''}`,
    ].join('\n'),
    [
      `Insured: ${or(facts.userName, 'Your Full Name')}`,
      `Address: ${or(facts.userAddress, 'Your Address')}`,
      `Phone: ${or(facts.userPhone, 'Your Phone')}`,
      `Email: ${or(facts.userEmail, 'Your Email')}`,
    ].join('\n'),
    `**The loss**\n${[
      `Date of Loss: ${claim ? longDate(claim.dateOfIncident) : '[Date of Loss]'}`,
      `Type of Loss: ${or(claim?.typeOfClaim, 'Type of Loss')}`,
      `Location: ${or(lossLocation(claim), 'Loss Location')}`,
      `Police Report Number: ${facts.policeReportNumber || 'none'}`,
      ...(claim?.category === 'auto' ? ['Odometer reading at the time of loss: [Odometer Reading]'] : []),
      ...(payee ? [`Lienholder (loss payee): ${payee}`] : []),
      `What happened: ${or(description?.kept, 'Description of Loss')}`,
    ].join('\n')}`,
    `**Amounts claimed**\n${numbered(lines)}${itemised ? `\nTotal: ${formatDollars(itemised.total)}` : ''}${limited ? `\nYour policy's special limits:\n${bullets(limited.lines)}\nTotal within the special limits: ${formatDollars(limited.withinLimits)}` : ''}\nLess deductible: ${deductible ? `${deductible.text}${fromPolicy && !latestAmount(facts, 'deductible') ? ` (your policy, page ${fromPolicy.page})` : ''}` : '[Deductible]'}\n**Net amount claimed: ${net ?? '[Total]'}**`,
    `**Attached**\n${bullets(attachments(claim?.category ?? null, !!facts.policeReportNumber))}`,
    `**Declaration**\nI declare that the loss described above happened as stated, that the information in this statement and its attachments is true and complete to the best of my knowledge, and that I have not hidden or misrepresented any fact.\n\nSignature: ______________________\nName: ${or(facts.userName, 'Your Full Name')}\nDate: ${longDate(facts.today)}\nSworn before me (notary or commissioner, if your insurer requires it): [Notary or Commissioner]`,
  );
  const unfilled = blanksIn(form);
  return paragraphs(
    description && description.heldOut.length > 0
      ? `**Review before you sign:** your saved claim description contains wording that reads like an instruction or a promise, not a fact about the loss, so I left it out of the sworn statement: ${description.heldOut.map((sentence) => `“${sentence}”`).join(' ')} A proof of loss is sworn: put in it only what happened.`
      : null,
    '**Here is your proof of loss, formatted from your claim.** If your insurer sent its own form, copy these details onto it; otherwise send this one.',
    form,
    deadlineNote(facts),
    policyQuote ? `What your policy says about it:\n${policyQuote}` : null,
    limited
      ? 'The statement lists every item at its full value, and claims the net within your policy’s special limits. An item scheduled on an endorsement (a jewelry floater, for example) is not held to the special limit: if one is, tell me its scheduled value and I will claim it in full.'
      : null,
    fillBeforeSending(unfilled),
    'Fill in every [bracketed] amount from your estimates and receipts, and make the net amount equal their total less the deductible. Some policies require the statement to be signed before a notary. Send it with proof of delivery and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
