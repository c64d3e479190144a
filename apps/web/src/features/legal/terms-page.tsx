import { useTranslation } from '../../i18n/use-translation';
import { useTermsAndConditionsQuery } from './api';
import { LegalDocument } from './legal-document';
import { LegalLayout } from './legal-layout';
import { useLogFailure } from './use-log-failure';

export function TermsPage() {
  const { t } = useTranslation('legal');
  const { data, isLoading, error } = useTermsAndConditionsQuery();
  useLogFailure(error, 'terms of use');
  return (
    <LegalLayout title={t('termsTitle')}>
      <LegalDocument documents={data} isLoading={isLoading} fallback={t('termsFallback')} />
    </LegalLayout>
  );
}
