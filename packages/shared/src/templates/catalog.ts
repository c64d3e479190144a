import { CLOSURE_TEMPLATES } from './data/closure';
import { FOLLOW_UP_TEMPLATES } from './data/follow-up';
import { NEGOTIATION_TEMPLATES } from './data/negotiation';
import { POLICY_TEMPLATES } from './data/policy';
import { SUBMISSION_TEMPLATES } from './data/submission';
import type { LetterTemplate } from './types';

/** Spec 9: templates per page in the store. */
export const TEMPLATES_PER_PAGE = 4;

/** The 20 built-in templates of spec 2.12, grouped by category in filter order. */
export const LETTER_TEMPLATES: readonly LetterTemplate[] = [
  ...SUBMISSION_TEMPLATES,
  ...FOLLOW_UP_TEMPLATES,
  ...NEGOTIATION_TEMPLATES,
  ...CLOSURE_TEMPLATES,
  ...POLICY_TEMPLATES,
];

export function findTemplate(id: string): LetterTemplate | undefined {
  return LETTER_TEMPLATES.find((template) => template.id === id);
}
