import { ArrowLeft } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useParams } from 'react-router';
import { focusRing } from '../../components/ui/button';
import { Card } from '../../components/ui/card';
import { cx } from '../../components/ui/cx';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api/api-error';
import { useClaimWords } from '../../lib/claim-words';
import { useInventoryClaimQuery, useInventoryQuery } from './api';
import { FastEntryTable } from './components/fast-entry-table';
import { ImportPanel } from './components/import-panel';
import { InventoryItems } from './components/inventory-items';
import { InventoryClaimMissing, InventoryError, InventoryLoading } from './components/inventory-states';
import { PolicyLimitsCard } from './components/policy-limits-card';
import { TotalsPanel } from './components/totals-panel';
import { moneyFormatter } from './format';

/** Issue 25: one claim's contents, what they are worth, fast entry, import and the insurer's schedule. */
export function InventoryPage() {
  const { t } = useTranslation('inventory');
  const { claimType } = useClaimWords();
  const claimId = Number(useParams().claimId);
  const valid = Number.isInteger(claimId) && claimId > 0;
  const { data: list, isLoading, error, refetch } = useInventoryQuery(claimId, { skip: !valid });
  const { data: claim } = useInventoryClaimQuery(claimId, { skip: !valid });
  const money = useMemo(() => moneyFormatter(claim?.country_of_incident ?? 'United States'), [claim?.country_of_incident]);
  const missing = !valid || (isApiError(error) && error.status === 404);

  function body() {
    if (missing)
      return (
        <Card>
          <InventoryClaimMissing />
        </Card>
      );
    if (isLoading)
      return (
        <Card>
          <InventoryLoading />
        </Card>
      );
    if (error || !list)
      return (
        <Card>
          <InventoryError message={isApiError(error) ? error.message : t('states.errorFallback')} onRetry={() => void refetch()} />
        </Card>
      );
    return (
      <div className="space-y-6">
        <TotalsPanel list={list} money={money} />
        <PolicyLimitsCard claimId={claimId} items={list.items} money={money} />
        <FastEntryTable claimId={claimId} />
        <InventoryItems claimId={claimId} items={list.items} money={money} />
        <ImportPanel claimId={claimId} />
      </div>
    );
  }

  // The insurer's name is the user's own words; the claim type is one of the app's, shown translated.
  const title = claim
    ? [claim.insurance_company_name, claim.type_of_claim && claimType(claim.type_of_claim)].filter(Boolean).join(' · ')
    : undefined;
  return (
    <div>
      <Link
        to="/claim-status"
        className={cx(
          'mb-4 inline-flex min-h-11 items-center gap-2 rounded-lg text-sm font-semibold text-brand-700 hover:text-brand-800',
          focusRing,
        )}
      >
        <ArrowLeft aria-hidden="true" className="size-4" /> {t('back')}
      </Link>
      <PageHeading title={t('title')}>{title ? t('leadWithClaim', { claim: title }) : t('lead')}</PageHeading>
      {body()}
    </div>
  );
}
