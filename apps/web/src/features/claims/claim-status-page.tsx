import { CLAIMS_PER_PAGE, filterClaims, paginate, type TClaimStatusFilter } from '@benji/shared';
import { useMemo, useState } from 'react';
import { Pagination } from '../../components/pagination/pagination';
import { Card } from '../../components/ui/card';
import { PageHeading } from '../../components/ui/page-heading';
import { useTranslation } from '../../i18n/use-translation';
import { useClaimListQuery } from './api';
import { ClaimsEmpty, ClaimsError, ClaimsLoading } from './components/claims-states';
import { ClaimsTable } from './components/claims-table';
import { ClaimsToolbar } from './components/claims-toolbar';
import { ClaimDetailDialog } from './components/detail/claim-detail-dialog';
import { useFailureText } from '../../i18n/server-text';

/** Spec 2.9: the user's claims, searchable, filterable, 8 to a page, each opening its detail dialog. */
export function ClaimStatusPage() {
  const { data: claims, isLoading, error, refetch } = useClaimListQuery();
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<TClaimStatusFilter>('All');
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const { t } = useTranslation('claims');

  const shownFailure = useFailureText();

  const filtered = useMemo(() => filterClaims(claims ?? [], { search, status }), [claims, search, status]);
  const shown = paginate(filtered, page, CLAIMS_PER_PAGE);
  // Read from the list, so the dialog shows a status change as soon as the list is read again.
  const open = claims?.find((claim) => claim.id === openId);

  function body() {
    if (isLoading) return <ClaimsLoading />;
    if (error || !claims) return <ClaimsError message={shownFailure(error, t('states.errorFallback'))} onRetry={() => void refetch()} />;
    if (shown.items.length === 0) return <ClaimsEmpty filtered={claims.length > 0} />;
    return <ClaimsTable claims={shown.items} onView={(claim) => setOpenId(claim.id)} />;
  }

  return (
    <div>
      <PageHeading title={t('title')}>{t('lead')}</PageHeading>
      <ClaimsToolbar
        search={search}
        status={status}
        onSearch={(value) => {
          setSearch(value);
          setPage(1);
        }}
        onStatus={(value) => {
          setStatus(value);
          setPage(1);
        }}
      />
      <Card className="mt-4 p-0 sm:p-2">{body()}</Card>
      <div className="mt-6">
        <Pagination page={shown.page} totalPages={shown.totalPages} onChange={setPage} label={t('pages')} />
      </div>
      {open && <ClaimDetailDialog claim={open} onClose={() => setOpenId(null)} />}
    </div>
  );
}
