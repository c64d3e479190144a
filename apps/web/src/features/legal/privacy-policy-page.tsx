import { LegalLayout } from './legal-layout';

export function PrivacyPolicyPage() {
  return (
    <LegalLayout title="Privacy Policy">
      <p>No privacy policy available.</p>
    </LegalLayout>
  );
}
