import { LegalLayout } from './legal-layout';

export function TermsPage() {
  return (
    <LegalLayout title="Terms of Use">
      <p>No terms and conditions available.</p>
    </LegalLayout>
  );
}
