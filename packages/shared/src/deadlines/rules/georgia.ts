import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, toInsurer } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

// Every Georgia period below comes from the audit's summary of secondary sources: the rule's text
// was not read, so each is provisional and has no address of a text read.
const UNREAD = 'The text of Ga. Comp. R. & Regs. 120-2-52-.03 was not read: the period comes from a secondary-source summary.';
const common = {
  jurisdiction: 'US-GA',
  who: 'insurer',
  unit: 'calendar',
  citation: 'Georgia Comp. R. & Regs. 120-2-52-.03',
  letterSource: "Georgia's claim-settlement rule (Ga. Comp. R. & Regs. 120-2-52-.03)",
  sourceUrl: null,
  checkedOn: CHECKED_ON,
  source: 'regulation',
  ...undated('Ga. Comp. R. & Regs. 120-2-52-.03'),
  provisional: true,
  provisionalReason: UNREAD,
} as const;
const NOTICE = {
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  onRetrigger: 'once',
} as const;
const decide = {
  ...common,
  title: 'Accept or deny the claim',
  duty: 'accept or deny a claim',
  ask: 'accept or deny my claim',
  trigger: toInsurer('proof_of_loss_sent'),
  triggerPhrase: 'the insurer received proof of loss',
  satisfiedBy: DECISION,
  onRetrigger: 'once',
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
    provisionalReason: `${UNREAD} The summary does not say what starts the 15 days; they are counted here from notice of the claim.`,
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
    // The summary gives 60 days for fire claims; home and other property policies are the fire lines here.
    appliesTo: ['home', 'other_property'],
    provisionalReason: `${UNREAD} It gives the 60 days for fire claims, applied here to home and other property claims.`,
    caveat: 'The 60 days are given for fire insurance; a property claim from another cause may have a different period.',
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
  },
];
