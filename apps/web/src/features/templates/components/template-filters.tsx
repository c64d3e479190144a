import { TEMPLATE_CATEGORY_FILTERS, type TemplateCategoryFilter } from '@benji/shared';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../i18n/use-translation';

interface TemplateFiltersProps {
  search: string;
  onSearch: (value: string) => void;
  category: TemplateCategoryFilter;
  onCategory: (value: TemplateCategoryFilter) => void;
}

/** Spec 2.12: a search over title, category and text, and the category filter ('Sort by: All' first). */
export function TemplateFilters({ search, onSearch, category, onCategory }: TemplateFiltersProps) {
  const { t } = useTranslation('templates');
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <SearchBox
        label={t('filters.search')}
        value={search}
        placeholder={t('filters.searchPlaceholder')}
        onSearch={onSearch}
        className="flex-1"
      />
      <SelectField
        label={t('filters.category')}
        hideLabel
        className="sm:w-56"
        value={category}
        onChange={(event) => onCategory(event.target.value as TemplateCategoryFilter)}
      >
        {TEMPLATE_CATEGORY_FILTERS.map((option) => (
          <option key={option} value={option}>
            {option === 'All' ? t('filters.all') : t(`categories.${option}`)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
