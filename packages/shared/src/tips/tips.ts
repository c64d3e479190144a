import type { TemplateId } from '../templates/ids';

/** Spec 9: the follow-up tip's wait. */
export const TIP_FOLLOW_UP_BUSINESS_DAYS = 7;

export interface Tip {
  number: number;
  title: string;
  /** Why it matters, in two or three sentences. General guidance, not legal advice. */
  body: string;
  /** A template in the store that does what the tip says. */
  templateId?: TemplateId;
}

// Spec 2.15 names eleven tips in this order; the twelfth, knowing the policy, completes them.
export const TIPS: readonly Tip[] = [
  {
    number: 1,
    title: 'Communicate by e-mail',
    body: 'E-mail gives you a dated, written record of every request you make and every answer you get. If you do speak by phone, send a short e-mail afterwards summarising what was said, so the record stays complete.',
  },
  {
    number: 2,
    title: 'Save everything',
    body: 'Keep every letter, e-mail, estimate, invoice and form, with the date it was sent or received. A complete file lets you answer questions quickly and show exactly what your insurer was told and when.',
  },
  {
    number: 3,
    title: `Follow up after ${TIP_FOLLOW_UP_BUSINESS_DAYS} business days`,
    body: `If you have not heard back within ${TIP_FOLLOW_UP_BUSINESS_DAYS} business days, send a short, polite follow-up in writing. It keeps your claim from stalling unnoticed and builds a record showing that you have done your part promptly.`,
    templateId: 'status-check-in',
  },
  {
    number: 4,
    title: 'Submit everything at once',
    body: 'Send your documents together in one organised package, with a list of what is enclosed, rather than piece by piece. It is easier for the adjuster to review, less likely to get lost, and leaves fewer reasons for back-and-forth delays.',
    templateId: 'initial-claim-submission',
  },
  {
    number: 5,
    title: 'Use templates',
    body: 'The Template Store has letters for the common steps of a claim, from the first notice to closure. Starting from a template keeps your tone clear and professional and makes it less likely that you forget to ask for something important.',
  },
  {
    number: 6,
    title: 'Send a Proof of Loss, even if not asked',
    body: 'A Proof of Loss is a signed, often sworn, statement of what you lost and how much you are claiming. Many property policies require one within a set time, and some insurers do not send the form unless you ask. Sending one yourself puts your claim amount on record; check your policy for the required form and deadline.',
    templateId: 'additional-documentation-submission',
  },
  {
    number: 7,
    title: 'Get confirmations in writing',
    body: 'Promises made by phone, such as an extension, an approved repair or a payment date, are easy to forget or dispute later. Ask for written confirmation, or send your own summary by e-mail and ask the adjuster to correct anything that is wrong.',
    templateId: 'thank-you-acknowledgement',
  },
  {
    number: 8,
    title: 'Be polite but firm',
    body: 'Adjusters handle many claims, and a courteous tone makes it easier for them to work with you. Being polite does not mean giving in: state clearly what you need and by when, and ask for the reasons behind any decision in writing.',
    templateId: 'reminder-awaiting-response',
  },
  {
    number: 9,
    title: 'Keep receipts and photos',
    body: 'Receipts, bank or card statements and photos help show what you owned, what it was worth and what you spent after the loss. Also keep receipts for emergency repairs, temporary housing, meals and travel, since your policy may cover some of these costs.',
  },
  {
    number: 10,
    title: 'Have Benji review your uploads',
    body: 'Before you send a document to your insurer, upload it so Benji can point out missing details, unclear wording or anything that does not match what you have already submitted. Benji can also help you read your policy, but it is an assistant, not a lawyer; for legal advice, consult a licensed professional.',
  },
  {
    number: 11,
    title: 'Document damage immediately',
    body: 'As soon as it is safe, take photos and video of all damage before cleanup or repairs, and write down what happened while it is fresh. Policies generally expect you to protect the property from further damage, so record the steps you take, and keep damaged items until the adjuster has seen them or agreed they can go.',
  },
  {
    number: 12,
    title: 'Know your policy and its deadlines',
    body: 'Ask for a complete copy of your policy, including the declarations page and all endorsements, and read the section on your duties after a loss. Policies set time limits for steps such as reporting the loss, sending a Proof of Loss and disputing a decision, and missing one can hurt your claim, so note each deadline in your calendar.',
    templateId: 'request-full-policy-document',
  },
];
