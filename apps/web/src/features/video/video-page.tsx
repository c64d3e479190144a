import { PageHeading } from '../../components/ui/page-heading';

export function VideoPage() {
  return <PageHeading title="How to use">A short tutorial video walks you through Benji, from your first claim to the assistant's replies.</PageHeading>;
}
