import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, toInsurer } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

// Every North Carolina period below comes from the audit's summary of secondary sources, which lists
// the sections together: none was read, so each rule is provisional and has no address of a text read.
const CITATION = 'N.C. Gen. Stat. §58-3-100(c), §58-3-40, §58-3-35; 11 NCAC 4.0421';
const UNREAD =
  'None of the sections cited was read: the period comes from a secondary-source summary, which lists them together without saying which sets it.';
const common = {
  jurisdiction: 'US-NC',
  unit: 'calendar',
  citation: CITATION,
  sourceUrl: null,
  checkedOn: CHECKED_ON,
  ...undated('these North Carolina rules'),
  provisional: true,
  provisionalReason: UNREAD,
} as const;
const insurer = {
  ...common,
  who: 'insurer',
  letterSource: "North Carolina's claim-settlement rules (N.C. Gen. Stat. chapter 58 and 11 NCAC 4.0421)",
  source: 'statute',
} as const;
const NOTICE = {
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  onRetrigger: 'once',
} as const;

export const NORTH_CAROLINA_RULES: DeadlineRule[] = [
  {
    ...insurer,
    ...NOTICE,
    id: 'us-nc-acknowledge',
    title: 'Acknowledge the claim',
    duty: 'acknowledge a claim',
    ask: 'acknowledge my claim',
    days: 30,
    satisfiedBy: ANY_FROM_INSURER,
  },
  {
    ...insurer,
    ...NOTICE,
    id: 'us-nc-claim-forms',
    title: 'Send the proof-of-loss forms',
    duty: 'send the forms needed to prove a claim',
    ask: 'send me the forms I need to prove my claim',
    days: 15,
    satisfiedBy: [...fromInsurer('proof_of_loss_requested'), ...DECISION],
    provisionalReason: `${UNREAD} It does not say what starts the 15 days; they are counted here from notice of the claim.`,
  },
  {
    ...insurer,
    id: 'us-nc-pay-settlement',
    title: 'Pay the settled claim',
    duty: 'pay a settled claim',
    ask: 'pay the agreed settlement',
    days: 10,
    trigger: toInsurer('offer_accepted'),
    triggerPhrase: 'the claim was settled',
    satisfiedBy: fromInsurer('payment_received'),
    onRetrigger: 'keep',
  },
  {
    ...common,
    id: 'us-nc-suit',
    who: 'policyholder',
    title: 'Last day to sue the insurer over the claim',
    duty: 'start any lawsuit over the claim',
    unit: 'months',
    months: 36,
    trigger: 'loss_date',
    triggerPhrase: 'the date of loss',
    satisfiedBy: [],
    onRetrigger: 'once',
    source: 'statute',
    provisionalReason: `${UNREAD} It does not say when the 3 years start; they are counted here from the date of loss.`,
    caveat: 'Your policy may state when the period starts. Speak to a lawyer well before this date.',
  },
];
