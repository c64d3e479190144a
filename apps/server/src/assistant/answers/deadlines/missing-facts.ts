import { DEADLINE_DISCLAIMER } from '@benji/shared';
import { paragraphs } from '../../providers/offline/format';

// Without the claim, or without where it happened, any date would be invented: these say what is
// missing and how to give it, and nothing more.

export const NEEDS_A_CLAIM = paragraphs(
  'To tell you when something is due, I need your claim: the state or province where the loss happened, and the date of loss.',
  'Submit your claim info in Benji, then log what has happened in your claim diary (for example, the day you reported the claim to the insurer). ' +
    'I will then work out which deadlines apply, when each falls due and whether it has been met.',
  DEADLINE_DISCLAIMER,
);

export const NEEDS_A_PLACE = paragraphs(
  'Your claim does not say which state or province the loss happened in, so I cannot tell which deadline rules apply.',
  'Add the state or province to your claim and ask me again.',
  DEADLINE_DISCLAIMER,
);
