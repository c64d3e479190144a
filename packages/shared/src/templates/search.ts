import { ALL_CATEGORIES, type LetterTemplate, type TemplateCategoryFilter } from './types';

export interface TemplateQuery {
  /** Free text; every word must appear somewhere in the title, category, preview, subject or body. */
  search?: string;
  category?: TemplateCategoryFilter;
}

const words = (search: string) => search.toLowerCase().split(/\s+/).filter(Boolean);

export function matchesSearch(template: LetterTemplate, search: string): boolean {
  const haystack = [template.title, template.category, template.preview, template.fullContent.subject, template.fullContent.body]
    .join('\n')
    .toLowerCase();
  return words(search).every((word) => haystack.includes(word));
}

export function matchesCategory(template: LetterTemplate, category: TemplateCategoryFilter): boolean {
  return category === ALL_CATEGORIES || template.category === category;
}

/** Keeps the catalogue order, so paging stays stable as the user types. */
export function searchTemplates(
  templates: readonly LetterTemplate[],
  { search = '', category = ALL_CATEGORIES }: TemplateQuery = {},
): LetterTemplate[] {
  return templates.filter((template) => matchesCategory(template, category) && matchesSearch(template, search));
}
