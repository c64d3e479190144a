import type { AssistantContext } from '../../engine';
import { lossLocation, moneyAmounts, type Facts } from './facts';
import { bullets, longDate, NOT_LEGAL_ADVICE, numbered, paragraphs } from './format';
import { quotable, quote } from './policy-answer';

const or = (value: string | undefined, placeholder: string) => (value ? value : `[${placeholder}]`);

/** The lines of the amounts section: what a claim of this kind usually includes. */
function amountLines(category: string | null): string[] {
  if (category === 'auto')
    return ['Vehicle repair, or actual cash value if a total loss: [Amount]', 'Towing and storage: [Amount]', 'Rental or transportation: [Amount]', 'Personal property in the vehicle: [Amount]'];
  if (category === 'other_property') return ['Personal property (itemised inventory attached): [Amount]', 'Structure or unit repairs: [Amount]'];
  return [
    'Dwelling / building repairs: [Amount]',
    'Contents / personal property (itemised inventory attached): [Amount]',
    'Additional living expenses: [Amount]',
    'Emergency repairs and clean-up: [Amount]',
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
  const total = moneyAmounts(message)[0];
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
      `What happened: ${or(claim?.description, 'Description of Loss')}`,
    ].join('\n')}`,
    `**Amounts claimed**\n${numbered(amountLines(claim?.category ?? null))}\nLess deductible: [Deductible]\n**Net amount claimed: ${total ?? '[Total]'}**`,
    `**Attached**\n${bullets(attachments(claim?.category ?? null, !!facts.policeReportNumber))}`,
    `**Declaration**\nI declare that the loss described above happened as stated, that the information in this statement and its attachments is true and complete to the best of my knowledge, and that I have not hidden or misrepresented any fact.\n\nSignature: ______________________\nName: ${or(facts.userName, 'Your Full Name')}\nDate: ${longDate(facts.today)}`,
  );
  return paragraphs(
    '**Here is your proof of loss, formatted from your claim.** If your insurer sent its own form, copy these details onto it; otherwise send this one.',
    form,
    deadlineNote(facts),
    policyQuote ? `What your policy says about it:\n${policyQuote}` : null,
    'Fill in every [bracketed] amount from your estimates and receipts, and make the net amount equal their total less the deductible. Some policies require the statement to be signed before a notary. Send it with proof of delivery and keep a copy.',
    NOT_LEGAL_ADVICE,
  );
}
