import { undated } from '../effective';
import { ANY_FROM_INSURER, fromInsurer, toInsurer } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

// Every Illinois period below comes from the audit's summary of secondary sources: Part 919 was
// not read, so each rule is provisional and has no address of a text read.
const UNREAD =
  'The text of 50 Ill. Adm. Code 919.40 and 919.50 was not read: the period comes from a secondary-source summary, which does not say which section sets it.';
const common = {
  jurisdiction: 'US-IL',
  who: 'insurer',
  citation: '50 Ill. Adm. Code 919.40, 919.50',
  letterSource: "Illinois's claim-practices regulation (50 Ill. Adm. Code 919)",
  sourceUrl: null,
  checkedOn: CHECKED_ON,
  source: 'regulation',
  ...undated('50 Ill. Adm. Code 919'),
  provisional: true,
  provisionalReason: UNREAD,
} as const;
// "Working days": business days on the federal calendar, as Illinois's own holidays are not encoded (the caveat says so).
const NOTICE = {
  unit: 'business',
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  satisfiedBy: ANY_FROM_INSURER,
  onRetrigger: 'once',
} as const;

export const ILLINOIS_RULES: DeadlineRule[] = [
  {
    ...common,
    ...NOTICE,
    id: 'us-il-acknowledge',
    title: 'Acknowledge the claim',
    duty: 'acknowledge a claim',
    ask: 'acknowledge my claim',
    days: 15,
  },
  {
    ...common,
    ...NOTICE,
    id: 'us-il-contact',
    title: 'Contact you about the claim',
    duty: 'contact the claimant about a claim',
    ask: 'contact me about my claim',
    days: 21,
    provisionalReason: `${UNREAD} It gives only "contact" within 21 working days, not what the contact must cover or what starts the period; it is counted here from notice of the claim.`,
  },
  {
    ...common,
    id: 'us-il-pay',
    title: 'Pay the claim once liability is affirmed',
    duty: 'pay a claim after affirming liability',
    ask: 'pay my claim',
    unit: 'calendar',
    days: 30,
    trigger: [...fromInsurer('claim_accepted'), ...toInsurer('offer_accepted')],
    triggerPhrase: 'the insurer affirmed liability',
    satisfiedBy: fromInsurer('payment_received'),
    onRetrigger: 'keep',
  },
];
