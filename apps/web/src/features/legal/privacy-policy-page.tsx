import { useTranslation } from '../../i18n/use-translation';
import { usePrivacyPolicyQuery } from './api';
import { LegalDocument } from './legal-document';
import { LegalLayout } from './legal-layout';
import { useLogFailure } from './use-log-failure';

export function PrivacyPolicyPage() {
  const { t } = useTranslation('legal');
  const { data, isLoading, error } = usePrivacyPolicyQuery();
  useLogFailure(error, 'privacy policy');
  return (
    <LegalLayout title={t('privacyTitle')}>
      <LegalDocument documents={data} isLoading={isLoading} fallback={t('privacyFallback')} />
    </LegalLayout>
  );
}
