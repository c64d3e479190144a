import { LegalFallback } from '@benji/shared';
import { usePrivacyPolicyQuery } from './api';
import { LegalDocument } from './legal-document';
import { LegalLayout } from './legal-layout';
import { useLogFailure } from './use-log-failure';

export function PrivacyPolicyPage() {
  const { data, isLoading, error } = usePrivacyPolicyQuery();
  useLogFailure(error, 'privacy policy');
  return (
    <LegalLayout title="Privacy Policy">
      <LegalDocument documents={data} isLoading={isLoading} fallback={LegalFallback.privacy} />
    </LegalLayout>
  );
}
