// Stable ids: the assistant, the tips and saved links refer to templates by these.
export const TEMPLATE_IDS = [
  'initial-claim-submission',
  'request-for-reconsideration',
  'additional-documentation-submission',
  'correction-to-submitted-claim',
  'coverage-clarification-request',
  'status-check-in',
  'reminder-awaiting-response',
  'request-for-timeline',
  'escalation-to-supervisor',
  'thank-you-acknowledgement',
  'initial-offer-rejection',
  'counter-offer-submission',
  'negotiation-summary',
  'confirmation-of-payout',
  'dispute-final-denial',
  'request-for-claim-closure-letter',
  'request-full-policy-document',
  'request-declaration-page',
  'request-explanation-of-denial-code',
  'third-party-authorization',
] as const;
export type TemplateId = (typeof TEMPLATE_IDS)[number];

export function isTemplateId(value: string): value is TemplateId {
  return (TEMPLATE_IDS as readonly string[]).includes(value);
}
