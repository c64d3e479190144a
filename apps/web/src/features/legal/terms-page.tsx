import { LegalFallback } from '@benji/shared';
import { useTermsAndConditionsQuery } from './api';
import { LegalDocument } from './legal-document';
import { LegalLayout } from './legal-layout';
import { useLogFailure } from './use-log-failure';

export function TermsPage() {
  const { data, isLoading, error } = useTermsAndConditionsQuery();
  useLogFailure(error, 'terms of use');
  return (
    <LegalLayout title="Terms of Use">
      <LegalDocument documents={data} isLoading={isLoading} fallback={LegalFallback.terms} />
    </LegalLayout>
  );
}
