import { inWriting, fromInsurer, toInsurer } from '../match';
import { AUDIT_2_READ_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

// Two more terms of California's standard fire policy (Insurance Code §2071), which every home
// policy must match or better: a longer time to sue after a declared emergency, and the proof of
// loss counted from the loss itself. Both were read only in secondary sources.
const common = {
  jurisdiction: 'US-CA',
  who: 'policyholder',
  trigger: 'loss_date',
  onRetrigger: 'once',
  checkedOn: AUDIT_2_READ_ON,
  source: 'statute',
  provisional: true,
  appliesTo: ['home', 'other_property'],
} as const;

export const CALIFORNIA_2071_RULES: DeadlineRule[] = [
  {
    ...common,
    id: 'us-ca-2071-suit-emergency',
    title: 'Last day to sue the insurer, if the loss relates to a declared state of emergency',
    duty: 'start any lawsuit over a loss relating to a state of emergency',
    unit: 'months',
    months: 24,
    triggerPhrase: 'the inception of the loss',
    satisfiedBy: [],
    // The same stop as the 12-month clause: from notice of the claim to the insurer's written denial.
    tolled: {
      from: toInsurer('notice_given'),
      until: inWriting(fromInsurer('denial_received')),
      citation: 'Prudential-LMI Commercial Ins. v. Superior Court (1990) 51 Cal.3d 674',
    },
    citation: 'California Insurance Code §2071 (suit clause, 24 months after a declared state of emergency)',
    sourceUrl: SOURCE.caIns2071Emergency,
    operativeWords:
      '"the recent change extended this time to two years when the loss is related to a state of emergency" (summary of the 2018 amendment)',
    effectiveFrom: '2019-01-01',
    effectiveNote:
      'The amendment is reported as made in 2018; it is applied to losses from 1 January 2019, and an earlier emergency loss is given only the 12 months.',
    provisionalReason: 'The amended suit clause was read only in a law-firm summary, not in §2071 itself.',
    caveat:
      'Only for a loss relating to a state of emergency declared under Government Code §8558; for any other loss the 12-month date applies. ' +
      'Speak to a lawyer well before this date.',
  },
  {
    ...common,
    id: 'us-ca-2071-proof-of-loss',
    title: 'Send the sworn proof of loss',
    duty: 'send the sworn proof of loss',
    unit: 'calendar',
    days: 60,
    triggerPhrase: 'the loss',
    // Once the insurer has paid, accepted or denied the claim, it no longer waits on a proof of loss.
    satisfiedBy: [...toInsurer('proof_of_loss_sent'), ...fromInsurer('claim_accepted', 'payment_received', 'denial_received')],
    citation: 'California Insurance Code §2071 (standard fire policy, requirements in case loss occurs)',
    sourceUrl: SOURCE.caIns2071,
    operativeWords:
      '"within sixty days after the loss, unless such time is extended in writing by this company, the insured shall render to this company a proof of loss" (standard form, as printed in policies)',
    effectiveFrom: '2010-01-01',
    effectiveNote: 'The standard form is older than the engine floor; it is applied to losses from 2010-01-01.',
    provisionalReason:
      'The proof-of-loss condition of §2071 was read only as printed in policies and secondary sources, not in the code itself.',
    caveat:
      'Unless the insurer gives you longer in writing. Many policies give 60 days after the insurer asks for the proof instead; your own ' +
      "policy's wording governs, and this is the earlier of the two dates.",
  },
];
