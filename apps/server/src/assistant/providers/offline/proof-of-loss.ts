import type { AssistantContext } from '../../engine';
import { formatDollars, type Amount } from '@benji/shared';
import { lossLocation, type Facts } from '../../facts/claim-facts';
import { clipList } from '../../policy/segments';
import { blanksIn, fillBeforeSending } from './letters/draft';
import { bullets, longDate, NOT_LEGAL_ADVICE, numbered, paragraphs } from './format';
import { quote } from './policy-answer';
import { proofOfLossFacts, type AmountLine, type Attachment } from './proof-of-loss-facts';

const or = (value: string | undefined, placeholder: string) => (value ? value : `[${placeholder}]`);

/** Expenses as a sum, with its parts when there are several. */
function expensesTotal(expenses: readonly Amount[]): string | null {
  const sum = formatDollars(expenses.reduce((total, amount) => total + amount.value, 0));
  return expenses.length > 1 ? `${sum} (${expenses.map((amount) => amount.text).join(' + ')})` : expenses.length === 1 ? sum : null;
}

/** One line of the amounts section, with the user's own figure or a blank to fill. */
function amountLine(line: AmountLine): string {
  switch (line.line) {
    case 'vehicle_value':
      return `Actual cash value of the vehicle: ${line.value.text} (your figure)`;
    case 'vehicle_repair':
      return `Vehicle repair, or actual cash value if a total loss: ${line.estimate ? `${line.estimate.text} (your estimate)` : '[Vehicle Repair Amount]'}`;
    case 'unit_repairs':
      return `Structure or unit repairs: ${line.estimate ? `${line.estimate.text} (your estimate)` : '[Repair Amount]'}`;
    case 'dwelling_repairs':
      return `Dwelling / building repairs: ${line.estimate ? `${line.estimate.text} (your estimate)` : '[Repair Amount]'}`;
    case 'rental':
      return `Rental or transportation: ${expensesTotal(line.expenses) ?? '[Rental Amount]'}`;
    case 'living_expenses':
      return `Additional living expenses: ${expensesTotal(line.expenses) ?? '[Living Expenses Amount]'}`;
    case 'contents':
      return `Contents / personal property (itemised inventory attached): ${line.figure ? `${line.figure.text} (your figure)` : '[Contents Amount]'}`;
    case 'towing':
      return 'Towing and storage: [Towing Amount]';
    case 'vehicle_contents':
      return 'Personal property in the vehicle: [Contents Amount]';
    case 'inventory':
      return 'Personal property (itemised inventory attached): [Contents Amount]';
    case 'emergency_repairs':
      return 'Emergency repairs and clean-up: [Emergency Repairs Amount]';
  }
}

const ATTACHMENTS: Record<Attachment, string> = {
  photos: 'Photos and video of the damage',
  shop_estimate: 'Repair shop estimate and the vehicle’s registration',
  estimates: 'Repair estimates or invoices',
  receipts: 'Receipts for emergency repairs and expenses',
  inventory: 'Itemised inventory of damaged or lost property, with proof of ownership',
  police_report: 'Police report',
};

/** A sworn statement in proof of loss, laid out and filled from the claim details and the claim. */
export function proofOfLoss(message: string, context: AssistantContext, facts: Facts): string {
  const proof = proofOfLossFacts(message, context, facts);
  const { claim, itemised, limited, deductible, net, payee, description, deadline } = proof;
  const lines = itemised ? itemised.items.map((item) => `${item.label}: ${item.amount.text}`) : proof.lines.map(amountLine);
  const limitLines = limited?.over.map(
    (category) =>
      `${category.limitText} ${clipList(category.appliesTo, 8)} (page ${category.page}): ${category.items.map((item) => item.label).join(', ')}, ${formatDollars(category.claimed)} claimed${category.perLoss && category.items.length > 1 ? ' — one limit for them all' : ''}`,
  );
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
    `**Amounts claimed**\n${numbered(lines)}${itemised ? `\nTotal: ${formatDollars(itemised.total)}` : ''}${limited ? `\nYour policy's special limits:\n${bullets(limitLines ?? [])}\nTotal within the special limits: ${formatDollars(limited.withinLimits)}` : ''}\nLess deductible: ${deductible ? `${deductible.text}${proof.deductiblePage !== null ? ` (your policy, page ${proof.deductiblePage})` : ''}` : '[Deductible]'}\n**Net amount claimed: ${net ? (net.stated?.text ?? formatDollars(net.value)) : '[Total]'}**`,
    `**Attached**\n${bullets(proof.attachments.map((attachment) => ATTACHMENTS[attachment]))}`,
    `**Declaration**\nI declare that the loss described above happened as stated, that the information in this statement and its attachments is true and complete to the best of my knowledge, and that I have not hidden or misrepresented any fact.\n\nSignature: ______________________\nName: ${or(facts.userName, 'Your Full Name')}\nDate: ${longDate(facts.today)}\nSworn before me (notary or commissioner, if your insurer requires it): [Notary or Commissioner]`,
  );
  const unfilled = blanksIn(form);
  return paragraphs(
    description && description.heldOut.length > 0
      ? `**Review before you sign:** your saved claim description contains wording that reads like an instruction or a promise, not a fact about the loss, so I left it out of the sworn statement: ${description.heldOut.map((sentence) => `“${sentence}”`).join(' ')} A proof of loss is sworn: put in it only what happened.`
      : null,
    '**Here is your proof of loss, formatted from your claim.** If your insurer sent its own form, copy these details onto it; otherwise send this one.',
    form,
    deadline ? `**Deadline:** ${deadline.title} — due ${longDate(deadline.dueOn)} (${deadline.citation}).` : null,
    proof.policyPassage ? `What your policy says about it:\n${quote(proof.policyPassage)}` : null,
    limited
      ? 'The statement lists every item at its full value, and claims the net within your policy’s special limits. An item scheduled on an endorsement (a jewelry floater, for example) is not held to the special limit: if one is, tell me its scheduled value and I will claim it in full.'
      : null,
    fillBeforeSending(unfilled),
    'Fill in every [bracketed] amount from your estimates and receipts, and make the net amount equal their total less the deductible. Some policies require the statement to be signed before a notary. Send it with proof of delivery and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
