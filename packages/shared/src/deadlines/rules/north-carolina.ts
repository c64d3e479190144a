import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, inWriting, toInsurer } from '../match';
import { AUDIT_2_READ_ON, CHECKED_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

// Each North Carolina rule cites the section that sets it. No roll-forward: G.S. 103-5 moves a last
// day off a weekend or holiday only for acts "to be performed in a public office or courthouse",
// which an insurer's duties to its insured are not.
const common = {
  jurisdiction: 'US-NC',
  unit: 'calendar',
  ...undated('these North Carolina rules'),
} as const;
const insurer = {
  ...common,
  who: 'insurer',
  letterSource: "North Carolina's claim-settlement rules (N.C. Gen. Stat. chapter 58 and 11 NCAC 4.0421)",
  source: 'statute',
} as const;

export const NORTH_CAROLINA_RULES: DeadlineRule[] = [
  {
    ...insurer,
    id: 'us-nc-acknowledge',
    title: 'Acknowledge the claim',
    duty: 'acknowledge a claim',
    ask: 'acknowledge my claim',
    days: 30,
    // "Written or electronic notice": a phone call does not start the 30 days.
    trigger: inWriting(toInsurer('notice_given')),
    triggerPhrase: 'the insurer received written or electronic notice of the claim',
    // The statute lists four forms an acknowledgement may take; the text read does not show them, so any word from the insurer counts.
    satisfiedBy: ANY_FROM_INSURER,
    onRetrigger: 'once',
    citation: 'N.C. Gen. Stat. §58-3-100(c)',
    sourceUrl: SOURCE.ncGs58_3_100,
    checkedOn: AUDIT_2_READ_ON,
    operativeWords: '"…fails to acknowledge a claim within 30 days after receiving written or electronic notice of the claim…"',
    provisional: false,
    caveat: 'The clock starts only on written or electronic notice of the claim: a claim reported by phone alone does not start it.',
  },
  {
    ...insurer,
    id: 'us-nc-claim-forms',
    title: 'Send the proof-of-loss forms',
    duty: 'send the forms needed to prove a claim',
    ask: 'send me the forms I need to prove my claim',
    days: 15,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the insurer received notice of the claim',
    satisfiedBy: [...fromInsurer('proof_of_loss_requested'), ...DECISION],
    onRetrigger: 'once',
    citation: 'N.C. Gen. Stat. §58-3-40',
    sourceUrl: SOURCE.ncGs58_3_40,
    checkedOn: AUDIT_2_READ_ON,
    operativeWords:
      '"If such forms are not so furnished within 15 days after the receipt of such notice the claimant shall be deemed to have complied with the requirements of this policy as to proof of loss…"',
    provisional: false,
    caveat:
      'Applies where the policy requires written proof of loss. If the forms do not come in time, a written account of the loss counts as your proof.',
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
    citation: '11 NCAC 4.0421(1)',
    sourceUrl: SOURCE.ncNcac4_0421,
    checkedOn: AUDIT_2_READ_ON,
    source: 'regulation',
    operativeWords: '"once a decision has been made to pay a claim, the payment must be mailed or delivered within ten days" (summary)',
    provisional: true,
    provisionalReason:
      "The rule was read only in a summary, which starts the 10 days at the insurer's decision to pay; they are counted here from your acceptance.",
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
    triggerPhrase: 'the inception of the loss',
    satisfiedBy: [],
    onRetrigger: 'once',
    citation: 'N.C. Gen. Stat. §1-52(12), §58-44-16',
    sourceUrl: SOURCE.ncSuit,
    checkedOn: CHECKED_ON,
    source: 'statute',
    operativeWords:
      '"policyholders must file lawsuits to recover policy benefits for fire losses within three years of the inception of the loss" (summary)',
    provisional: true,
    provisionalReason:
      'G.S. 1-52(12) and 58-44-16 were read only in law-firm summaries, which agree on three years from the inception of the loss.',
    caveat: 'Counted from the date of loss. A policy may not give you less time (§58-3-35(b)). Speak to a lawyer well before this date.',
  },
];
