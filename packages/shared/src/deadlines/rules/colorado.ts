import { undated } from '../effective';
import { PAID_OR_DENIED, PROOF_SENT } from '../match';
import { AUDIT_2_READ_ON, SOURCE } from '../sources';
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
    citation: 'Colorado Regulation 3 CCR 702-5-1-14 §4.A.1.a (under C.R.S. §10-3-1110(2))',
    operativeWords:
      '"All insurers … shall make a decision on claims and/or pay benefits due under the policy within sixty (60) days after receipt of a valid and complete claim unless there is a reasonable dispute between the parties concerning such claim…"',
    sourceUrl: SOURCE.coReg5_1_14,
    checkedOn: AUDIT_2_READ_ON,
    source: 'regulation',
    ...undated('3 CCR 702-5-1-14'),
    provisional: false,
    caveat: 'Counted from when the insurer had everything it asked for. A reasonable dispute over the claim stops this deadline applying.',
  },
];
