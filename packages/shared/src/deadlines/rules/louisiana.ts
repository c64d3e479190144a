import { undated } from '../effective';
import { DECISION, PAID_OR_DENIED, PROOF_SENT, fromInsurer, inWriting, toInsurer } from '../match';
import { AUDIT_2_READ_ON, CHECKED_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';
import { LOUISIANA_NEW_RULES } from './louisiana-2025';

const since = undated('La. R.S. 22:1892');
const common = {
  jurisdiction: 'US-LA',
  who: 'insurer',
  unit: 'calendar',
  letterSource: "Louisiana's claim-settlement statute (La. R.S. 22:1892)",
  sourceUrl: SOURCE.laRs22_1892,
  checkedOn: AUDIT_2_READ_ON,
  source: 'statute',
  ...since,
  provisional: false,
} as const;

// "Satisfactory proofs of loss": proof with nothing the insurer asked for still outstanding.
// Louisiana courts treat as satisfactory whatever fully apprises the insurer of the claim, which
// can come earlier than any document in the diary; the caveat says so.
const afterSatisfactoryProof = {
  trigger: PROOF_SENT,
  triggerPhrase: 'the insurer received satisfactory proof of loss',
  onRetrigger: 'restart',
  afterAllRequestedItems: true,
} as const;
const SATISFACTORY =
  'Proof is "satisfactory" once it tells the insurer enough to know the claim is owed, which may be before the last paper you sent.';
const CATASTROPHE_HOME =
  'If your home claim comes from a catastrophic loss, the insurer has 60 days after satisfactory written proof of loss to pay instead (§22:1892.2(A)(2)); that date is shown separately.';

export const LOUISIANA_RULES: DeadlineRule[] = [
  {
    ...common,
    id: 'us-la-begin-adjusting',
    title: 'Begin adjusting the claim',
    duty: 'begin adjusting a claim',
    ask: 'begin adjusting my claim',
    days: 14,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received notice of the claim',
    satisfiedBy: [...fromInsurer('inspection', 'documents_requested', 'proof_of_loss_requested', 'insurer_response'), ...DECISION],
    onRetrigger: 'once',
    citation: 'Louisiana Revised Statutes 22:1892(A)(3)',
    operativeWords:
      '"Except in the case of catastrophic loss, the insurer shall initiate loss adjustment of a property damage claim and of a claim for reasonable medical expenses within fourteen days after notification of loss by the claimant."',
    caveat: 'After a catastrophic loss the insurer has 30 days.',
  },
  {
    ...common,
    ...afterSatisfactoryProof,
    id: 'us-la-written-offer',
    title: 'Make a written offer to settle',
    duty: 'make a written offer to settle a claim',
    ask: 'make me a written offer to settle my claim',
    days: 30,
    satisfiedBy: DECISION,
    citation: 'Louisiana Revised Statutes 22:1892(A)(4)',
    sourceUrl: SOURCE.laRs22_1892_2006,
    checkedOn: CHECKED_ON,
    operativeWords:
      '"All insurers shall make a written offer to settle any property damage claim, including a third-party claim, within thirty days after receipt of satisfactory proofs of loss of that claim." (2006 text)',
    provisional: true,
    provisionalReason: 'The words were read in the 2006 text of §22:1892(A)(4); the current text, amended in 2024 (SB 323), was not read.',
    caveat: SATISFACTORY,
  },
  {
    ...common,
    ...afterSatisfactoryProof,
    id: 'us-la-pay',
    title: 'Pay the claim',
    duty: 'pay the amount due on a claim',
    ask: 'pay the amount due on my claim',
    days: 30,
    satisfiedBy: PAID_OR_DENIED,
    citation: 'Louisiana Revised Statutes 22:1892(A)(1)',
    operativeWords:
      '"…shall pay the amount of any claim due any insured within thirty days after receipt of satisfactory proofs of loss from the insured or any party in interest."',
    caveat: `${SATISFACTORY} ${CATASTROPHE_HOME}`,
  },
  {
    ...common,
    id: 'us-la-pay-catastrophic-home',
    title: 'Pay a home claim from a catastrophic loss',
    duty: 'pay the amount due on a home claim from a catastrophic loss',
    ask: 'pay the amount due on my home claim',
    days: 60,
    trigger: inWriting(PROOF_SENT),
    triggerPhrase: 'the insurer received satisfactory written proof of loss',
    satisfiedBy: PAID_OR_DENIED,
    onRetrigger: 'restart',
    afterAllRequestedItems: true,
    citation: 'Louisiana Revised Statutes 22:1892.2(A)(2)',
    sourceUrl: SOURCE.laRs22_1892_2,
    operativeWords:
      '"For catastrophic losses arising under an insurance policy for residential property, an insurer shall transmit payment of the amount of any claim due to any insured within sixty days after receipt of satisfactory written proof of loss."',
    effectiveFrom: '2024-07-01',
    effectiveNote: '§22:1892.2(A)(2) is in force from 1 July 2024; it is applied to proof of loss received from that date.',
    appliesTo: ['home'],
    caveat: 'Only for a catastrophic loss; for any other loss the 30-day date applies.',
  },
  ...LOUISIANA_NEW_RULES,
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
    provisionalReason: 'The text of §22:868(B) was not read: the 24 months come from a news report of a court decision.',
    caveat:
      'The law stops a policy giving you less than 24 months to sue; your policy may give longer. The sources read do not say when the ' +
      'period starts, so it is counted here from the date of loss. Speak to a lawyer well before this date.',
  },
];
