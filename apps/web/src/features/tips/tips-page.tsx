import { PageHeading } from '../../components/ui/page-heading';

export function TipsPage() {
  return <PageHeading title="Claim Tips & Tricks">Practical advice for dealing with your insurer, one tip at a time.</PageHeading>;
}
