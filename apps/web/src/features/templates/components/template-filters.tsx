import { TEMPLATE_CATEGORY_FILTERS, type TemplateCategoryFilter } from '@benji/shared';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field';
import { cx } from '../../../components/ui/cx';

interface TemplateFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: TemplateCategoryFilter;
  onCategory: (value: TemplateCategoryFilter) => void;
}

/** Spec 2.12: a search over title, category and text, and the category filter ('Sort by: All' first). */
export function TemplateFilters({ search, onSearch, category, onCategory }: TemplateFiltersProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <div className="relative flex-1">
        <label htmlFor="template-search" className="sr-only">
          Search templates
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="template-search"
          type="search"
          value={search}
          onChange={(event) => onSearch(event.target.value)}
          placeholder="Search templates…"
          className={cx(inputClasses, 'pl-9')}
        />
      </div>
      <label htmlFor="template-category" className="sr-only">
        Category
      </label>
      <select
        id="template-category"
        value={category}
        onChange={(event) => onCategory(event.target.value as TemplateCategoryFilter)}
        className={cx(inputClasses, 'sm:w-56')}
      >
        {TEMPLATE_CATEGORY_FILTERS.map((option) => (
          <option key={option} value={option}>
            {option === 'All' ? 'Sort by: All' : option}
          </option>
        ))}
      </select>
    </div>
  );
}
