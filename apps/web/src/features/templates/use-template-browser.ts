import {
  ALL_CATEGORIES,
  LETTER_TEMPLATES,
  paginate,
  searchTemplates,
  TEMPLATES_PER_PAGE,
  type TemplateCategoryFilter,
} from '@benji/shared';
import { useMemo, useState } from 'react';

/** Search, category and page of the store (spec 2.12). A new search or category starts again at page 1. */
export function useTemplateBrowser() {
  const [search, setSearchText] = useState('');
  const [category, setCategoryFilter] = useState<TemplateCategoryFilter>(ALL_CATEGORIES);
  const [page, setPage] = useState(1);

  const results = useMemo(() => searchTemplates(LETTER_TEMPLATES, { search, category }), [search, category]);
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
