import { CLAIM_STATUS_FILTERS, type TClaimStatusFilter } from '@benji/shared';
import { Search } from 'lucide-react';
import { inputClasses } from '../../../components/ui/text-field';
import { cx } from '../../../components/ui/cx';
import { SelectField } from './select-field';

interface ClaimsToolbarProps {
  search: string;
  status: TClaimStatusFilter;
  onSearch: (value: string) => void;
  onStatus: (value: TClaimStatusFilter) => void;
}

/** Spec 2.9: the search box and the status filter. */
export function ClaimsToolbar({ search, status, onSearch, onStatus }: ClaimsToolbarProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
      <div className="relative flex-1">
        <label htmlFor="claim-search" className="sr-only">
          Search claims
        </label>
        <Search aria-hidden="true" className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500" />
        <input
          id="claim-search"
          type="search"
          value={search}
          placeholder="Search by company, policy ID, or claim type"
          onChange={(event) => onSearch(event.target.value)}
          className={cx(inputClasses, 'pl-9')}
        />
      </div>
      <SelectField label="Status" hideLabel className="sm:w-48" value={status} onChange={(event) => onStatus(event.target.value as TClaimStatusFilter)}>
        {CLAIM_STATUS_FILTERS.map((option) => (
          <option key={option} value={option}>
            {option === 'All' ? 'All statuses' : option}
          </option>
        ))}
      </SelectField>
    </div>
  );
}
