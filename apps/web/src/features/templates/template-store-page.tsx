import { PageHeading } from '../../components/ui/page-heading';

export function TemplateStorePage() {
  return <PageHeading title="Smart Template Store">Letter templates for each stage of a claim: submission, follow-up, negotiation, closure and policy requests.</PageHeading>;
}
