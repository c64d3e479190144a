import { CLAIM_STATUS_FILTERS, type TClaimStatusFilter } from '@benji/shared';
import { SearchBox } from '../../../components/ui/search-box';
import { SelectField } from '../../../components/ui/select-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useClaimWords } from '../../../lib/claim-words';

interface ClaimsToolbarProps {
  search: string;
  status: TClaimStatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: TClaimStatusFilter) => void;
}

/** Spec 2.9: the search box and the status filter. */
export function ClaimsToolbar({ search, status, onSearch, onStatus }: ClaimsToolbarProps) {
  const { t } = useTranslation('claims');
  const words = useClaimWords();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <SearchBox
        label={t('toolbar.search')}
        value={search}
        placeholder={t('toolbar.searchPlaceholder')}
        onSearch={onSearch}
        className="flex-1"
      />
      <SelectField
        label={t('toolbar.status')}
        hideLabel
        className="sm:w-48"
        value={status}
        onChange={(event) => onStatus(event.target.value as TClaimStatusFilter)}
      >
        {CLAIM_STATUS_FILTERS.map((option) => (
          <option key={option} value={option}>
            {option === 'All' ? t('toolbar.allStatuses') : words.status(option)}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
