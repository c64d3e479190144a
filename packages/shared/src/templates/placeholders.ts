// The placeholder vocabulary shared by every template, the assistant and 'Fill with my claim'.
// Each name appears in text as [Name]; the hint tells the user what to put there.
export const PLACEHOLDER_HINTS = {
  // About you
  'Your Full Name': 'Your name as it appears on the policy.',
  'Your Address': 'Your mailing address.',
  'Your Phone': 'The phone number the insurer should call.',
  'Your Email': 'The e-mail address the insurer should write to.',
  Date: 'The date you send the letter.',
  // The insurer
  'Insurance Company': 'The name of your insurance company.',
  'Adjuster Name': 'The name of the adjuster handling your claim.',
  // The claim
  'Claim Number': 'The claim number the insurer gave you.',
  'Policy Number': 'Your policy number, as shown on the declarations page.',
  'Date of Loss': 'The date the damage, theft or accident happened.',
  'Loss Location': 'The address or place where the loss happened.',
  'Type of Loss': 'For example: basement flood, house fire, collision, theft.',
  'Description of Loss': 'A short, factual account of what happened and what was damaged.',
  // Correspondence
  'Date of Last Contact': 'The date of your last letter, e-mail or call to the insurer.',
  'Date of Conversation': 'The date of the call or meeting you are confirming.',
  'Request Summary': 'What you asked for in your earlier message.',
  'Summary of Discussion': 'The main points of the conversation, as you understood them.',
  'Summary of Concern': 'What has gone wrong with the handling of your claim.',
  'Contact History': 'The dates and ways you contacted the insurer, and the answers you got.',
  'Response Deadline': 'The date you would like an answer by; allow reasonable time.',
  // Decisions and disputes
  'Denial Letter Date': "The date on the insurer's decision letter.",
  'Denial Reason': 'The reason for the denial, as the insurer stated it.',
  'Denial Code': "The code shown on the insurer's decision or statement.",
  'Reasons for Disagreement': 'Why you disagree, with the facts and documents that support you.',
  'Coverage Question': 'The coverage question you want answered.',
  'Incorrect Information': 'The information you gave before that was wrong.',
  'Corrected Information': 'The correct information.',
  'List of Documents': 'The documents you are sending, one per line.',
  // Money
  'Offer Amount': 'The amount the insurer offered.',
  'Offer Date': "The date of the insurer's offer.",
  'Counter-Offer Amount': 'The amount you propose to settle for.',
  'Basis for Counter-Offer': 'How you arrived at your amount: estimates, quotes, receipts.',
  'Payment Amount': 'The amount you received.',
  'Payment Date': 'The date you received the payment.',
  // Negotiation
  'Agreed Points': 'What you and the insurer agreed on.',
  'Open Points': 'What is still unresolved.',
  'Next Steps': 'Who will do what next, and by when.',
  // Someone helping you
  'Third Party Name': 'The person you authorise to discuss the claim.',
  'Third Party Relationship': 'How they are related to you, e.g. spouse, contractor, public adjuster.',
  'Third Party Phone': 'Their phone number.',
  'Third Party Email': 'Their e-mail address.',
  'Authorization End Date': 'The date the authorisation ends.',
} as const satisfies Record<string, string>;

export type Placeholder = keyof typeof PLACEHOLDER_HINTS;
export const PLACEHOLDERS = Object.keys(PLACEHOLDER_HINTS) as Placeholder[];

export function isPlaceholder(name: string): name is Placeholder {
  return Object.hasOwn(PLACEHOLDER_HINTS, name);
}

/** `[Claim Number]` for 'Claim Number'. */
export function placeholderToken(name: Placeholder): string {
  return `[${name}]`;
}
