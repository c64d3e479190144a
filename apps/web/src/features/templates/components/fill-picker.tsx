import { formatLongDate, type TClaim, type TClaimUpload } from '@benji/shared';
import { Wand2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/text-field';
import type { FillChoice } from '../use-letter-fill';

interface FillPickerProps {
  choice: FillChoice;
  onChoice: (choice: FillChoice) => void;
  claims: { data?: TClaim[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The chat page's latest claim details, offered on their own for users who never submitted a claim. */
  latestDetails: TClaimUpload | null;
}

const claimLabel = (claim: TClaim) =>
  [claim.insurance_company_name || 'Insurer not given', claim.type_of_claim, formatLongDate(claim.date_of_incident)].join(' · ');

/** Beyond the spec: 'Fill with my claim' puts the user's and a claim's details into every letter. */
export function FillPicker({ choice, onChoice, claims, latestDetails }: FillPickerProps) {
  const id = useId();
  const hasClaims = (claims.data?.length ?? 0) > 0 || latestDetails !== null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Wand2 aria-hidden="true" className="size-4 text-brand-700" />
        Fill with my claim
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => onChoice(event.target.value as FillChoice)}
        aria-describedby={`${id}-hint`}
        className={cx(inputClasses, 'sm:w-auto sm:min-w-72 sm:flex-1')}
      >
        <option value="">Don't fill: show the placeholders</option>
        <option value="me">My details only</option>
        {latestDetails && (
          <option value="details">
            Claim details from the chat · {latestDetails.insurance_company_name} · claim {latestDetails.add_claim_number}
          </option>
        )}
        {claims.data?.map((claim) => (
          <option key={claim.id} value={String(claim.id)}>
            {claimLabel(claim)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-600 sm:max-w-64">
        {claims.isLoading ? (
          'Loading your claims…'
        ) : claims.isError ? (
          <>
            Your claims could not be loaded.{' '}
            <button type="button" onClick={() => void claims.refetch()} className="font-semibold text-brand-700 underline">
              Try again
            </button>
          </>
        ) : hasClaims ? (
          'What Benji does not know stays highlighted for you to fill in.'
        ) : (
          <>
            No claims yet.{' '}
            <Link to="/" className="font-semibold text-brand-700 underline">
              Submit one
            </Link>{' '}
            to fill its details in.
          </>
        )}
      </p>
    </div>
  );
}
