import type { TClaim, TClaimUpload } from '@benji/shared';
import { Wand2 } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import { cx } from '../../../components/ui/cx';
import { inputClasses } from '../../../components/ui/text-field';
import { richText } from '../../../i18n/rich-text';
import { useClaimWords } from '../../../lib/claim-words';
import { useTranslation } from '../../../i18n/use-translation';
import { formatDay } from '../format-day';
import type { FillChoice } from '../use-letter-fill';

interface FillPickerProps {
  choice: FillChoice;
  onChoice: (choice: FillChoice) => void;
  claims: { data?: TClaim[]; isLoading: boolean; isError: boolean; refetch: () => unknown };
  /** The chat page's latest claim details, offered on their own for users who never submitted a claim. */
  latestDetails: TClaimUpload | null;
}

/** Beyond the spec: 'Fill with my claim' puts the user's and a claim's details into every letter. */
export function FillPicker({ choice, onChoice, claims, latestDetails }: FillPickerProps) {
  const { t } = useTranslation('templates');
  const id = useId();
  const words = useClaimWords();
  const claimLabel = (claim: TClaim) =>
    t('fill.claim', {
      insurer: claim.insurance_company_name || t('fill.noInsurer'),
      type: words.claimType(claim.type_of_claim),
      date: formatDay(claim.date_of_incident),
    });
  const hasClaims = (claims.data?.length ?? 0) > 0 || latestDetails !== null;
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-center">
      <label htmlFor={id} className="flex items-center gap-2 text-sm font-semibold text-slate-800">
        <Wand2 aria-hidden="true" className="size-4 text-brand-700" />
        {t('fill.label')}
      </label>
      <select
        id={id}
        value={choice}
        onChange={(event) => onChoice(event.target.value as FillChoice)}
        aria-describedby={`${id}-hint`}
        className={cx(inputClasses, 'sm:w-auto sm:min-w-72 sm:flex-1')}
      >
        <option value="">{t('fill.none')}</option>
        <option value="me">{t('fill.me')}</option>
        {latestDetails && (
          <option value="details">
            {t('fill.chatDetails', { insurer: latestDetails.insurance_company_name, claimNumber: latestDetails.add_claim_number })}
          </option>
        )}
        {claims.data?.map((claim) => (
          <option key={claim.id} value={String(claim.id)}>
            {claimLabel(claim)}
          </option>
        ))}
      </select>
      <p id={`${id}-hint`} className="text-xs text-slate-600 sm:max-w-64">
        {claims.isLoading
          ? t('fill.loading')
          : claims.isError
            ? richText(t('fill.loadFailed'), {
                retry: (words) => (
                  <button type="button" onClick={() => void claims.refetch()} className="font-semibold text-brand-700 underline">
                    {words}
                  </button>
                ),
              })
            : hasClaims
              ? t('fill.hint')
              : richText(t('fill.noClaims'), {
                  submit: (words) => (
                    <Link to="/" className="font-semibold text-brand-700 underline">
                      {words}
                    </Link>
                  ),
                })}
      </p>
    </div>
  );
}
