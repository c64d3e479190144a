import { PageHeading } from '../../components/ui/page-heading';

export function ChatPage() {
  return (
    <PageHeading title="Chat with Benji">
      Your AI claim assistant will answer here: it drafts replies to your adjuster, letters and a proof of loss from your claim details.
    </PageHeading>
  );
}
