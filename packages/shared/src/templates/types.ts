import type { TemplateId } from './ids';

/** Spec 2.12 and 9, in the order the category filter lists them. */
export const TEMPLATE_CATEGORIES = ['Submission', 'Follow-Up', 'Negotiation', 'Closure', 'Policy'] as const;
export type TemplateCategory = (typeof TEMPLATE_CATEGORIES)[number];

export const ALL_CATEGORIES = 'All';
export const TEMPLATE_CATEGORY_FILTERS = [ALL_CATEGORIES, ...TEMPLATE_CATEGORIES] as const;
export type TemplateCategoryFilter = (typeof TEMPLATE_CATEGORY_FILTERS)[number];

export interface LetterTemplate {
  readonly id: TemplateId;
  readonly title: string;
  readonly category: TemplateCategory;
  /** ISO date, YYYY-MM-DD. */
  readonly lastUpdated: string;
  /** One or two sentences for the card: what the letter is for. */
  readonly preview: string;
  /** Plain text with line breaks and [Placeholder] tokens from PLACEHOLDERS. */
  readonly fullContent: { readonly subject: string; readonly body: string };
}
