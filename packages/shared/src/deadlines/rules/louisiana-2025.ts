import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, toInsurer } from '../match';
import { AUDIT_2_READ_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

// Louisiana's other insurer duties the second audit found in the statute texts: the 2025 proof-of-loss
// statute (§22:1892.3), replies to the insured (§22:1896) and the proof-of-loss form (§22:1312).
const common = {
  jurisdiction: 'US-LA',
  who: 'insurer',
  checkedOn: AUDIT_2_READ_ON,
  source: 'statute',
  provisional: false,
  letterSource: "Louisiana's insurance code (La. R.S. title 22)",
} as const;
const PROOF_STATUTE_FROM = {
  effectiveFrom: '2025-08-01',
  effectiveNote: '§22:1892.3 is in force from 1 August 2025; it is applied to claims and proofs of loss received from that date.',
} as const;

export const LOUISIANA_NEW_RULES: DeadlineRule[] = [
  {
    ...common,
    ...PROOF_STATUTE_FROM,
    id: 'us-la-proof-form',
    title: 'Send the proof-of-loss form',
    duty: 'send the proof-of-loss statement form',
    ask: 'send me the proof-of-loss statement form',
    unit: 'business',
    days: 10,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received the claim',
    satisfiedBy: [...fromInsurer('proof_of_loss_requested'), ...DECISION],
    onRetrigger: 'once',
    citation: 'Louisiana Revised Statutes 22:1892.3(C)',
    sourceUrl: SOURCE.laRs22_1892_3,
    operativeWords:
      '"…the insurer shall provide the proof of loss statement form to the claimant within ten business days of receiving the claim."',
    caveat: 'Applies where the insurer asks for a proof-of-loss statement.',
  },
  {
    ...common,
    ...PROOF_STATUTE_FROM,
    id: 'us-la-proof-complete-notice',
    title: 'Tell you whether your proof of loss is complete',
    duty: 'say whether a proof-of-loss statement is complete or incomplete',
    ask: 'tell me whether my proof-of-loss statement is complete',
    unit: 'business',
    days: 10,
    trigger: toInsurer('proof_of_loss_sent'),
    triggerPhrase: 'the insurer received the proof-of-loss statement',
    satisfiedBy: [...fromInsurer('insurer_response', 'documents_requested', 'proof_of_loss_requested'), ...DECISION],
    onRetrigger: 'restart',
    citation: 'Louisiana Revised Statutes 22:1892.3(D)',
    sourceUrl: SOURCE.laRs22_1892_3,
    operativeWords:
      '"Within ten business days of receipt of a proof of loss statement, the insurer shall notify the claimant whether the proof of loss statement was complete or incomplete."',
  },
  {
    ...common,
    ...undated('§22:1896'),
    id: 'us-la-reply',
    title: 'Answer your inquiry or request',
    duty: 'respond to an inquiry or request from the insured',
    ask: 'respond to my inquiry',
    unit: 'calendar',
    days: 14,
    trigger: toInsurer('message_sent', 'documents_requested'),
    triggerPhrase: "the insured's inquiry or request",
    satisfiedBy: ANY_FROM_INSURER,
    onRetrigger: 'keep',
    citation: 'Louisiana Revised Statutes 22:1896(A)',
    sourceUrl: SOURCE.laRs22_1896,
    operativeWords:
      '"An insurer of a residential or commercial property shall respond to all inquiries or requests from the insured within fourteen days of the inquiry or request…"',
    appliesTo: ['home', 'other_property'],
  },
  {
    ...common,
    ...undated('§22:1312'),
    id: 'us-la-1312-proof-form',
    title: 'Send a form for the proof of loss',
    duty: 'send a form suitable for filing a proof of loss',
    ask: 'send me a form for filing my proof of loss',
    unit: 'calendar',
    days: 30,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received notice of loss',
    satisfiedBy: [...fromInsurer('proof_of_loss_requested'), ...DECISION],
    onRetrigger: 'once',
    citation: 'Louisiana Revised Statutes 22:1312',
    sourceUrl: SOURCE.laRs22_1312,
    operativeWords:
      '"Upon receiving notice of loss from the insured, the insurer shall provide within thirty days to the insured a form suitable for filing a proof of loss…"',
    appliesTo: ['home', 'other_property'],
    caveat: 'For claims from 1 August 2025 the shorter 10 business days of §22:1892.3(C) also apply.',
  },
];
