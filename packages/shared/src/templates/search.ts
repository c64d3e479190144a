import { ALL_CATEGORIES, type LetterTemplate, type TemplateCategory, type TemplateCategoryFilter } from './types';

export interface TemplateQuery {
  /** Free text; every word must appear somewhere in the title, category, preview, subject or body. */
  search?: string;
  category?: TemplateCategoryFilter;
  /** The category's name as the reader sees it, in their language; the stored name by default. */
  categoryLabel?: (category: TemplateCategory) => string;
}

// Accents are optional: 'reclamacion' finds 'reclamación', 'echeancier' finds 'échéancier'.
const fold = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase();
const words = (search: string) => fold(search).split(/\s+/).filter(Boolean);

export function matchesSearch(template: LetterTemplate, search: string, categoryLabel: string = template.category): boolean {
  const haystack = fold(
    [template.title, categoryLabel, template.preview, template.fullContent.subject, template.fullContent.body].join('\n'),
  );
  return words(search).every((word) => haystack.includes(word));
}

export function matchesCategory(template: LetterTemplate, category: TemplateCategoryFilter): boolean {
  return category === ALL_CATEGORIES || template.category === category;
}

/** Keeps the catalogue order, so paging stays stable as the user types. */
export function searchTemplates(
  templates: readonly LetterTemplate[],
  { search = '', category = ALL_CATEGORIES, categoryLabel = (name) => name }: TemplateQuery = {},
): LetterTemplate[] {
  return templates.filter(
    (template) => matchesCategory(template, category) && matchesSearch(template, search, categoryLabel(template.category)),
  );
}
