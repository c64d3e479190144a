import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, toInsurer } from '../match';
import { AUDIT_2_READ_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

// Ga. Comp. R. & Regs. 120-2-52-.03 was read in full on Justia; each rule quotes the words that set it.
const common = {
  jurisdiction: 'US-GA',
  who: 'insurer',
  unit: 'calendar',
  letterSource: "Georgia's claim-settlement rule (Ga. Comp. R. & Regs. 120-2-52-.03)",
  sourceUrl: SOURCE.gaReg120_2_52_03,
  checkedOn: AUDIT_2_READ_ON,
  source: 'regulation',
  ...undated('Ga. Comp. R. & Regs. 120-2-52-.03'),
  provisional: false,
} as const;
const NOTICE = {
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  onRetrigger: 'once',
} as const;
const DECIDE_WORDS =
  '"The insurer shall affirm or deny liability on claims within fifteen (15) days of receiving the completed proof of loss from the insured for losses arising from motor vehicle policies, and sixty (60) days … for losses arising from fire or extended coverage type policies."';
const decide = {
  ...common,
  title: 'Accept or deny the claim',
  duty: 'accept or deny a claim',
  ask: 'accept or deny my claim',
  trigger: toInsurer('proof_of_loss_sent'),
  triggerPhrase: 'the insurer received the completed proof of loss',
  satisfiedBy: DECISION,
  onRetrigger: 'once',
  citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
  operativeWords: DECIDE_WORDS,
} as const;

export const GEORGIA_RULES: DeadlineRule[] = [
  {
    ...common,
    ...NOTICE,
    id: 'us-ga-acknowledge',
    title: 'Acknowledge the claim',
    duty: 'acknowledge a claim',
    ask: 'acknowledge my claim',
    days: 15,
    satisfiedBy: ANY_FROM_INSURER,
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(1)',
    operativeWords:
      '"Every insurer, upon receiving notification of a claim shall, within fifteen (15) days, acknowledge the receipt of such notice by the insured, unless payment is made within that time period."',
  },
  {
    ...common,
    ...NOTICE,
    id: 'us-ga-claim-forms',
    title: 'Send the proof-of-loss forms',
    duty: 'send the forms needed to prove a claim',
    ask: 'send me the forms I need to prove my claim',
    days: 15,
    satisfiedBy: [...fromInsurer('proof_of_loss_requested'), ...DECISION],
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(2)',
    operativeWords:
      '"Every insurer, upon receiving notification of a claim shall, within fifteen (15) days, provide the insured with the proof of loss forms, if applicable, with reasonable explanations regarding their use."',
  },
  {
    ...decide,
    id: 'us-ga-decide-auto',
    days: 15,
    appliesTo: ['auto'],
  },
  {
    ...decide,
    id: 'us-ga-decide-fire',
    days: 60,
    // Home and other property policies are the "fire or extended coverage type policies" here.
    appliesTo: ['home', 'other_property'],
    caveat: 'The 60 days are for fire or extended-coverage type policies, which is how home and property policies are read here.',
  },
  {
    ...common,
    ...NOTICE,
    id: 'us-ga-investigate-without-proof',
    title: 'Investigate the claim (when no proof of loss is required)',
    duty: 'carry out the investigation needed to accept or deny a claim',
    ask: 'investigate my claim and tell me whether you accept or deny it',
    days: 30,
    triggerPhrase: 'the insurer received the claim',
    satisfiedBy: [...fromInsurer('inspection', 'documents_requested', 'insurer_response'), ...DECISION],
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(3)',
    operativeWords:
      '"If the insurer does not require the proof of loss to be completed, a coverage investigation as is reasonably necessary to affirm or deny shall take place within thirty (30) days from the day communication of the claim was received by the insurer."',
    caveat:
      'Applies only where the insurer does not ask you for a proof of loss; if it does, the period after proof of loss applies instead.',
  },
  {
    ...common,
    id: 'us-ga-pay',
    title: 'Pay the claim once coverage is confirmed',
    duty: 'pay a claim once coverage is confirmed',
    ask: 'pay my claim',
    days: 10,
    trigger: [...fromInsurer('claim_accepted'), ...toInsurer('offer_accepted')],
    triggerPhrase: 'the insurer confirmed coverage',
    satisfiedBy: fromInsurer('payment_received'),
    onRetrigger: 'keep',
    citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(4)',
    operativeWords:
      '"Payment shall be tendered within ten (10) days after coverage is confirmed and the full amount of the claim is determined and not in dispute."',
  },
];
