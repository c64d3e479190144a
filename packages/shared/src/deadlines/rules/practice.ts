import { undated } from '../effective';
import { ANY_FROM_INSURER, ANY_TO_INSURER } from '../match';
import { CHECKED_ON } from '../sources';
import type { DeadlineRule } from '../types';

/** Benji's own advice, shown everywhere and never presented as law. */
export const PRACTICE_RULES: DeadlineRule[] = [
  {
    id: 'practice-follow-up',
    jurisdiction: 'practice',
    who: 'policyholder',
    title: 'Follow up if the insurer has not answered',
    duty: 'follow up with the insurer',
    unit: 'business',
    days: 7,
    trigger: ANY_TO_INSURER,
    triggerPhrase: 'the last message to the insurer',
    satisfiedBy: ANY_FROM_INSURER,
    onRetrigger: 'restart',
    citation: 'Benji practice tip, not a legal deadline',
    sourceUrl: null,
    checkedOn: CHECKED_ON,
    source: 'practice',
    ...undated('this practice tip'),
    provisional: false,
  },
];
