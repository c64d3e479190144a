import { undated } from '../effective';
import { DECISION, PAID_OR_DENIED, PROOF_SENT, fromInsurer, toInsurer } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

// Every Louisiana period below comes from the audit's summary of secondary sources: no statute
// text was read, so each rule is provisional and has no address of a text read.
const CLAIMS = 'Louisiana Revised Statutes 22:1892, 22:1892.2';
const CLAIMS_UNREAD =
  'The text of La. R.S. 22:1892 and 22:1892.2 was not read: the period comes from a secondary-source summary, which does not say which subsection sets it.';
const since = undated('La. R.S. 22:1892');
const common = {
  jurisdiction: 'US-LA',
  who: 'insurer',
  citation: CLAIMS,
  letterSource: "Louisiana's claim-settlement statute (La. R.S. 22:1892)",
  sourceUrl: null,
  checkedOn: CHECKED_ON,
  source: 'statute',
  ...since,
  provisional: true,
  provisionalReason: CLAIMS_UNREAD,
} as const;

// Offer and payment both run from "satisfactory proof of loss", read here as proof with nothing the insurer asked for still outstanding.
const afterSatisfactoryProof = {
  unit: 'calendar',
  days: 30,
  trigger: PROOF_SENT,
  triggerPhrase: 'the insurer received satisfactory proof of loss',
  onRetrigger: 'restart',
  afterAllRequestedItems: true,
} as const;
const CATASTROPHIC_RESIDENTIAL =
  'For a residential claim after a catastrophe the notes give 60 days for claims from 1 July 2024; it is not applied here, because they do not say what the 60 days run from.';

export const LOUISIANA_RULES: DeadlineRule[] = [
  {
    ...common,
    id: 'us-la-begin-adjusting',
    title: 'Begin adjusting the claim',
    duty: 'begin adjusting a claim',
    ask: 'begin adjusting my claim',
    unit: 'calendar',
    days: 14,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received notice of the claim',
    satisfiedBy: [...fromInsurer('inspection', 'documents_requested', 'proof_of_loss_requested', 'insurer_response'), ...DECISION],
    onRetrigger: 'once',
    caveat: 'After a catastrophe the insurer has 30 days.',
  },
  {
    ...common,
    ...afterSatisfactoryProof,
    id: 'us-la-written-offer',
    title: 'Make a written offer to settle',
    duty: 'make a written offer to settle a claim',
    ask: 'make me a written offer to settle my claim',
    satisfiedBy: DECISION,
    caveat: CATASTROPHIC_RESIDENTIAL,
  },
  {
    ...common,
    ...afterSatisfactoryProof,
    id: 'us-la-pay',
    title: 'Pay the claim',
    duty: 'pay the amount due on a claim',
    ask: 'pay the amount due on my claim',
    satisfiedBy: PAID_OR_DENIED,
    caveat: CATASTROPHIC_RESIDENTIAL,
  },
  {
    id: 'us-la-suit',
    jurisdiction: 'US-LA',
    who: 'policyholder',
    title: 'Last day to sue the insurer over the claim (at least this long)',
    duty: 'start any lawsuit over the claim',
    unit: 'months',
    months: 24,
    trigger: 'loss_date',
    triggerPhrase: 'the date of loss',
    satisfiedBy: [],
    onRetrigger: 'once',
    citation: 'Louisiana Revised Statutes 22:868(B)',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    source: 'statute',
    ...undated('La. R.S. 22:868(B)'),
    provisional: true,
    provisionalReason: 'The research marks §22:868(B) as unverified; its text was not read.',
    caveat:
      'The law stops a policy giving you less than 24 months to sue; your policy may give longer. The notes do not say when the period ' +
      'starts, so it is counted here from the date of loss. Speak to a lawyer well before this date.',
  },
];
