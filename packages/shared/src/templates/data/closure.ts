import type { LetterTemplate } from '../types';
import { toAdjuster } from './compose';

export const CLOSURE_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: 'confirmation-of-payout',
    title: 'Confirmation of Payout',
    category: 'Closure',
    lastUpdated: '2026-02-16',
    preview: 'Confirm a payment you received and ask what it covers and whether more is to come.',
    fullContent: {
      subject: 'Payment Received - Claim [Claim Number]',
      body: toAdjuster(`
I confirm that I received a payment of [Payment Amount] on [Payment Date] on the claim above.

Please tell me in writing:
1. What this payment covers, with an itemized breakdown by coverage (for example dwelling, contents, additional living expenses or vehicle damage).
2. Whether further payments are expected, such as recoverable depreciation (holdback) once repairs are completed, and how to request them.
3. Whether any part of my claim remains open.

This letter confirms receipt of the payment only. It is not an agreement that the payment settles my claim in full.

Thank you for your help with my claim.`),
    },
  },
  {
    id: 'dispute-final-denial',
    title: 'Dispute Final Denial',
    category: 'Closure',
    lastUpdated: '2026-02-16',
    preview: 'Dispute a final denial, ask for the policy wording and claim file behind it, and ask what review options remain.',
    fullContent: {
      subject: 'Dispute of Final Denial - Claim [Claim Number]',
      body: toAdjuster(`
I received your letter dated [Denial Letter Date] stating that the denial of my claim is final. I disagree with this decision for the following reasons:
[Reasons for Disagreement]

Supporting documents are enclosed:
[List of Documents]

Please:
1. Tell me which policy provisions you rely on for the final denial, quoting their wording and giving their section and page.
2. Send me a copy of my claim file, including the reports, estimates and statements the decision was based on, or tell me why you cannot.
3. Tell me in writing which review or dispute options remain open to me, such as an internal complaint process, appraisal if my policy provides for it, or an outside complaint or ombudsman service, and any deadlines that apply to them.

Please respond by [Response Deadline]. I do not accept this decision as the end of the matter and will consider my options once I have your answer.

Thank you for your attention.`),
    },
  },
  {
    id: 'request-for-claim-closure-letter',
    title: 'Request for Claim Closure Letter',
    category: 'Closure',
    lastUpdated: '2026-02-16',
    preview: 'Ask for a written closure letter with the amounts paid and anything still payable, for your records.',
    fullContent: {
      subject: 'Request for Claim Closure Letter - Claim [Claim Number]',
      body: toAdjuster(`
I understand that my claim has been resolved. For my records, please send me a written closure letter that states:
1. The date the claim was closed.
2. The total amount paid on the claim, with a breakdown by coverage.
3. Whether any amount remains payable, such as recoverable depreciation (holdback), and how to request it.
4. Whether and how the claim can be reopened if further damage related to this loss is found, and any time limit that applies.

Please send the letter by e-mail to [Your Email] or by mail to [Your Address].

Thank you for your help throughout this claim.`),
    },
  },
];
