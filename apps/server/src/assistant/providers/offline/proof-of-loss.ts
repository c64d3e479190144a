import type { AssistantContext } from '../../engine';
import { amountsOf, bestEstimate, latestAmount, lossLocation, type Facts } from '../../facts/claim-facts';
import { withoutInstructions } from '../../facts/user-text';
import { FILL_BEFORE_SENDING } from './letters/draft';
import { bullets, longDate, NOT_LEGAL_ADVICE, numbered, paragraphs } from './format';
import { quotable, quote } from './policy-answer';

const or = (value: string | undefined, placeholder: string) => (value ? value : `[${placeholder}]`);

/** The lines of the amounts section: what a claim of this kind includes, with the user's own figures where known. */
function amountLines(category: string | null, facts: Facts): string[] {
  const estimate = bestEstimate(facts);
  const living = amountsOf(facts, 'living_expense');
  const livingTotal = living.length > 0 ? `$${living.reduce((sum, amount) => sum + amount.value, 0).toLocaleString('en-US')}` : null;
  const repairs = estimate ? `${estimate.text} (your estimate)` : null;
  if (category === 'auto')
    return [
      `Vehicle repair, or actual cash value if a total loss: ${repairs ?? '[Vehicle Repair Amount]'}`,
      'Towing and storage: [Towing Amount]',
      `Rental or transportation: ${livingTotal ?? '[Rental Amount]'}`,
      'Personal property in the vehicle: [Contents Amount]',
    ];
  if (category === 'other_property') return ['Personal property (itemised inventory attached): [Contents Amount]', `Structure or unit repairs: ${repairs ?? '[Repair Amount]'}`];
  return [
    `Dwelling / building repairs: ${repairs ?? '[Repair Amount]'}`,
    'Contents / personal property (itemised inventory attached): [Contents Amount]',
    `Additional living expenses: ${livingTotal ?? '[Living Expenses Amount]'}`,
    'Emergency repairs and clean-up: [Emergency Repairs Amount]',
  ];
}

function attachments(category: string | null, hasPoliceReport: boolean): string[] {
  const list = ['Photos and video of the damage', 'Repair estimates or invoices', 'Receipts for emergency repairs and expenses', 'Itemised inventory of damaged or lost property, with proof of ownership'];
  if (category === 'auto') list.splice(1, 0, 'Repair shop estimate and the vehicle’s registration');
  if (hasPoliceReport) list.push('Police report');
  return list;
}

/** The proof-of-loss deadline the deadline engine found for this claim, as a sentence. */
function deadlineNote(facts: Facts): string | null {
  const due = facts.claim?.deadlines.find((deadline) => deadline.who === 'policyholder' && /proof of loss/i.test(deadline.title) && deadline.status !== 'met');
  return due ? `**Deadline:** ${due.title} — due ${longDate(due.dueOn)} (${due.citation}).` : null;
}

/** A sworn statement in proof of loss, laid out and filled from the claim details and the claim. */
export function proofOfLoss(message: string, context: AssistantContext, facts: Facts): string {
  const { claim } = facts;
  const total = amountsOf(facts, 'other').find((amount) => amount.source === 'question' && /\b(total|net|claim(?:ing)?)\b/i.test(message))?.text;
  const description = claim ? withoutInstructions(claim.description) : null;
  const policyQuote = quotable(context.passages.filter((passage) => /proof of loss/i.test(passage.text)), 1).map(quote)[0];
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
      `What happened: ${or(description?.kept, 'Description of Loss')}`,
    ].join('\n')}`,
    `**Amounts claimed**\n${numbered(amountLines(claim?.category ?? null, facts))}\nLess deductible: ${latestAmount(facts, 'deductible')?.text ?? '[Deductible]'}\n**Net amount claimed: ${total ?? '[Total]'}**`,
    `**Attached**\n${bullets(attachments(claim?.category ?? null, !!facts.policeReportNumber))}`,
    `**Declaration**\nI declare that the loss described above happened as stated, that the information in this statement and its attachments is true and complete to the best of my knowledge, and that I have not hidden or misrepresented any fact.\n\nSignature: ______________________\nName: ${or(facts.userName, 'Your Full Name')}\nDate: ${longDate(facts.today)}`,
  );
  const unfilled = [...new Set([...form.matchAll(/\[([^\]]+)\]/g)].map((match) => match[1]!))];
  return paragraphs(
    description && description.heldOut.length > 0
      ? `**Review before you sign:** your saved claim description contains wording that reads like an instruction or a promise, not a fact about the loss, so I left it out of the sworn statement: ${description.heldOut.map((sentence) => `“${sentence}”`).join(' ')} A proof of loss is sworn: put in it only what happened.`
      : null,
    '**Here is your proof of loss, formatted from your claim.** If your insurer sent its own form, copy these details onto it; otherwise send this one.',
    form,
    deadlineNote(facts),
    policyQuote ? `What your policy says about it:\n${policyQuote}` : null,
    unfilled.length > 0 ? `**${FILL_BEFORE_SENDING}:** ${unfilled.map((name) => `[${name}]`).join(', ')}.` : null,
    'Fill in every [bracketed] amount from your estimates and receipts, and make the net amount equal their total less the deductible. Some policies require the statement to be signed before a notary. Send it with proof of delivery and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
