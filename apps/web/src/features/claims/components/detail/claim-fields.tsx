import { findRegion, formatPlainDate, isCountry, type TClaim } from '@benji/shared';
import type { ReactNode } from 'react';
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

export function regionName(claim: Pick<TClaim, 'country_of_incident' | 'region'>): string | null {
  if (!claim.region || !isCountry(claim.country_of_incident)) return null;
  return findRegion(claim.country_of_incident, claim.region)?.name ?? claim.region;
}

/** Every field of spec 2.9's detail dialog. */
export function ClaimFields({ claim }: { claim: TClaim }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2">
      <Field label="Company">{claim.insurance_company_name || 'N/A'}</Field>
      <Field label="Claim type">{claim.type_of_claim}</Field>
      <Field label="Policy ID">{claim.policy_number || 'N/A'}</Field>
      <Field label="Last update">{lastUpdateText(claim.updated_at)}</Field>
      <Field label="Date of incident">{formatPlainDate(claim.date_of_incident)}</Field>
      <Field label="Location">
        {claim.city_of_incident}, {claim.country_of_incident}
        {regionName(claim) && <span className="text-slate-600"> ({regionName(claim)})</span>}
      </Field>
      <Field label="Police report">{claim.police_report_number || 'N/A'}</Field>
      <Field label="Status">
        <StatusBadge status={claim.status} />
      </Field>
      {claim.policy_document_name && (
        <Field label="Policy document">
          <PolicyDocumentLink claim={claim} />
        </Field>
      )}
      <Field label="Description" wide>
        <span className="whitespace-pre-wrap">{claim.description}</span>
      </Field>
    </dl>
  );
}
