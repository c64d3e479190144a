import { undated } from '../effective';
import { PAID_OR_DENIED, PROOF_SENT } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

export const COLORADO_RULES: DeadlineRule[] = [
  {
    id: 'us-co-pay-or-deny',
    jurisdiction: 'US-CO',
    who: 'insurer',
    title: 'Pay or deny the claim',
    duty: 'pay or deny a valid and complete claim',
    ask: 'pay or deny my claim',
    unit: 'calendar',
    days: 60,
    // "Valid and complete" is read as: the insurer has everything it asked for.
    trigger: PROOF_SENT,
    triggerPhrase: 'the insurer received a valid and complete claim',
    satisfiedBy: PAID_OR_DENIED,
    onRetrigger: 'restart',
    afterAllRequestedItems: true,
    citation: 'Colorado Regulation 3 CCR 702-5-1-14',
    letterSource: "Colorado's prompt-payment regulation (3 CCR 702-5-1-14)",
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    source: 'regulation',
    ...undated('3 CCR 702-5-1-14'),
    provisional: true,
    provisionalReason:
      'The text of 3 CCR 702-5-1-14 was not read: the 60 days come from a secondary-source summary, which lists it with C.R.S. §10-3-1115 and §10-3-1116 without saying which sets them.',
    caveat: 'Counted from when the insurer had everything it asked for.',
  },
];
