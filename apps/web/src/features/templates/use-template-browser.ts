import {
  ALL_CATEGORIES,
  paginate,
  searchTemplates,
  TEMPLATES_PER_PAGE,
  type LetterTemplate,
  type TemplateCategoryFilter,
} from '@benji/shared';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';

/**
 * Search, category and page of the store (spec 2.12), over the letters in the reader's language
 * and the categories by the names they see. A new search or category starts again at page 1.
 */
export function useTemplateBrowser(letters: readonly LetterTemplate[]) {
  const { t } = useTranslation('templates');
  const [search, setSearchText] = useState('');
  const [category, setCategoryFilter] = useState<TemplateCategoryFilter>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);

  const results = useMemo(
    () => searchTemplates(letters, { search, category, categoryLabel: (name) => t(`categories.${name}`) }),
    [letters, search, category, t],
  );
  const paged = paginate(results, page, TEMPLATES_PER_PAGE);

  return {
    search,
    setSearch(value: string) {
      setSearchText(value);
      setPage(1);
    },
    category,
    setCategory(value: TemplateCategoryFilter) {
      setCategoryFilter(value);
      setPage(1);
    },
    setPage,
    ...paged,
  };
}
