import { isCountry, type TClaim } from '@benji/shared';
import type { ReactNode } from 'react';
import { formatDay } from '../../../../i18n/format';
import { useTranslation } from '../../../../i18n/use-translation';
import { useClaimWords } from '../../../../lib/claim-words';
import { usePlaceWords } from '../../../../lib/place-names/use-place-words';
import { lastUpdateText } from '../../last-update';
import { StatusBadge } from '../../../../components/ui/status-badge';
import { PolicyDocumentLink } from './policy-document-link';

function Field({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={wide ? 'sm:col-span-2' : undefined}>
      <dt className="text-xs font-semibold uppercase tracking-wide text-slate-500">{label}</dt>
      <dd className="mt-1 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

/** Every field of spec 2.9's detail dialog. */
export function ClaimFields({ claim }: { claim: TClaim }) {
  const { t } = useTranslation('claims');
  const words = useClaimWords();
  const placeWords = usePlaceWords();
  // A code outside the country's list (an old claim's) is shown as stored.
  const region =
    claim.region && isCountry(claim.country_of_incident)
      ? (placeWords(claim.country_of_incident, claim.region)?.name ?? claim.region)
      : null;
  const none = t('detail.fields.none');
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Field label={t('detail.fields.company')}>{claim.insurance_company_name || none}</Field>
      <Field label={t('detail.fields.type')}>{words.claimType(claim.type_of_claim)}</Field>
      <Field label={t('detail.fields.policy')}>{claim.policy_number || none}</Field>
      <Field label={t('detail.fields.lastUpdate')}>
        <time dateTime={claim.updated_at}>{lastUpdateText(claim.updated_at)}</time>
      </Field>
      <Field label={t('detail.fields.date')}>
        <time dateTime={claim.date_of_incident}>{formatDay(claim.date_of_incident)}</time>
      </Field>
      <Field label={t('detail.fields.location')}>
        {t('detail.fields.place', { city: claim.city_of_incident, country: words.country(claim.country_of_incident) })}
        {region && (
          <span className="text-slate-600" translate="no">
            {' '}
            ({region})
          </span>
        )}
      </Field>
      <Field label={t('detail.fields.policeReport')}>{claim.police_report_number || none}</Field>
      <Field label={t('detail.fields.status')}>
        <StatusBadge status={claim.status} />
      </Field>
      {claim.policy_document_name && (
        <Field label={t('detail.fields.policyDocument')}>
          <PolicyDocumentLink claim={claim} />
        </Field>
      )}
      <Field label={t('detail.fields.description')} wide>
        <span className="whitespace-pre-wrap">{claim.description}</span>
      </Field>
    </dl>
  );
}
