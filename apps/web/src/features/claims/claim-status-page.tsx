import { PageHeading } from '../../components/ui/page-heading';

export function ClaimStatusPage() {
  return <PageHeading title="Claim Status">The claims you submit are listed here with their latest update.</PageHeading>;
}
