import { PageHeading } from '../../components/ui/page-heading';

export function SavedMessagesPage() {
  return <PageHeading title="Saved Messages">Assistant replies you save in the chat are kept here for reuse.</PageHeading>;
}
