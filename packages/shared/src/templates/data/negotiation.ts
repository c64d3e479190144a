import type { LetterTemplate } from '../types';
import { toAdjuster } from './compose';

export const NEGOTIATION_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: 'initial-offer-rejection',
    title: 'Initial Offer Rejection',
    category: 'Negotiation',
    lastUpdated: '2026-02-02',
    preview: 'Decline a settlement offer that falls short, explain why, and ask how it was calculated.',
    fullContent: {
      subject: 'Response to Settlement Offer - Claim [Claim Number]',
      body: toAdjuster(`
Thank you for your settlement offer of [Offer Amount], dated [Offer Date]. I have reviewed it carefully and I cannot accept it, because it does not cover the full cost of my loss.

My reasons are:
[Reasons for Disagreement]

The enclosed documents support the amounts I am claiming:
[List of Documents]

Please send me:
1. An itemized breakdown of how the offer was calculated, including any depreciation, deductible and limits applied.
2. Copies of the estimates or reports the offer is based on.
3. For each item you reduced or excluded, the policy provision you rely on, with its section and page.

I am willing to keep working with you towards a fair settlement, and I ask that you review the offer again in light of the information above.

Thank you for your consideration.`),
    },
  },
  {
    id: 'counter-offer-submission',
    title: 'Counter-Offer Submission',
    category: 'Negotiation',
    lastUpdated: '2026-02-02',
    preview: 'Propose your own settlement amount, show how you reached it, and ask the insurer to answer item by item.',
    fullContent: {
      subject: 'Counter-Offer - Claim [Claim Number]',
      body: toAdjuster(`
Thank you for your offer of [Offer Amount], dated [Offer Date]. I have compared it with my documentation and propose to settle the claim for [Counter-Offer Amount].

This amount is based on the following:
[Basis for Counter-Offer]

Supporting documents are enclosed:
[List of Documents]

Please review this counter-offer and reply in writing by [Response Deadline]. If you disagree with any part of it, please tell me which items you dispute and why, so that we can focus on those items.

Thank you for your consideration.`),
    },
  },
  {
    id: 'negotiation-summary',
    title: 'Negotiation Summary / Recap',
    category: 'Negotiation',
    lastUpdated: '2026-02-02',
    preview: 'Recap a settlement discussion in writing: what was agreed, what is still open, and the next steps.',
    fullContent: {
      subject: 'Summary of Our Settlement Discussion - Claim [Claim Number]',
      body: toAdjuster(`
Thank you for discussing my claim with me on [Date of Conversation]. For an accurate record, here is my summary of where things stand.

Points we agreed on:
[Agreed Points]

Points still open:
[Open Points]

Next steps:
[Next Steps]

Please confirm in writing by [Response Deadline] that this summary is accurate, or tell me what you see differently. I am not agreeing to a final settlement until the complete terms are confirmed in writing.

Thank you for your time.`),
    },
  },
];
