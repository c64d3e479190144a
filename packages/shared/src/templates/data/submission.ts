import type { LetterTemplate } from '../types';
import { composeLetter, NEW_CLAIM_REFERENCE, toAdjuster } from './compose';

export const SUBMISSION_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: 'initial-claim-submission',
    title: 'Initial Claim Submission Letter',
    category: 'Submission',
    lastUpdated: '2026-01-12',
    preview: 'Report a loss, open a claim and ask for the adjuster, forms and deadlines in writing.',
    fullContent: {
      subject: 'Notice of Loss and Claim - Policy [Policy Number] - Loss of [Date of Loss]',
      body: composeLetter({
        attention: 'Claims Department',
        greeting: 'Dear Claims Department,',
        reference: NEW_CLAIM_REFERENCE,
        text: `
I am writing to give notice of a loss and to open a claim under the policy referenced above.

Details of the loss:
- Type of loss: [Type of Loss]
- Date of loss: [Date of Loss]
- Location: [Loss Location]
- What happened: [Description of Loss]

I have enclosed the following documents in support of this claim:
[List of Documents]

Please:
1. Confirm in writing that you have received this notice, and give me the claim number.
2. Tell me the name and direct contact details of the adjuster assigned to the claim.
3. Send me any forms you require, including a Proof of Loss form, and tell me the deadline for returning each one.
4. Let me know if you wish to inspect the damage, so that we can arrange a time.

I prefer to communicate by e-mail at [Your Email], so that we both have a written record. I can also be reached at [Your Phone].

Thank you for your prompt attention to this claim.`,
      }),
    },
  },
  {
    id: 'request-for-reconsideration',
    title: 'Request for Reconsideration / Appeal of Denial',
    category: 'Submission',
    lastUpdated: '2026-01-12',
    preview: 'Ask the insurer to review a denial, with your reasons, new evidence and a request for the policy wording relied on.',
    fullContent: {
      subject: 'Request for Reconsideration of Denial - Claim [Claim Number]',
      body: toAdjuster(`
I received your letter dated [Denial Letter Date] denying my claim. The reason given was: [Denial Reason]

I respectfully disagree with this decision and ask that you reconsider it for the following reasons:
[Reasons for Disagreement]

I have enclosed the following documents in support of my request:
[List of Documents]

To help me understand your decision, please also:
1. Tell me which policy provision you rely on for the denial, quoting its wording and giving its section and page.
2. Send me copies of the reports, estimates or statements the decision was based on, or tell me why you cannot.
3. Tell me whether you have an internal review or appeal process, and how I use it.

Please send me your written response by [Response Deadline]. If you need anything further to complete your review, tell me what it is and I will provide it promptly.

Thank you for your careful review.`),
    },
  },
  {
    id: 'additional-documentation-submission',
    title: 'Notification of Additional Documentation Submission',
    category: 'Submission',
    lastUpdated: '2026-01-12',
    preview: 'Send further documents, such as a Proof of Loss or estimates, and ask for written confirmation that they were received.',
    fullContent: {
      subject: 'Additional Documents for Claim [Claim Number]',
      body: toAdjuster(`
Please find enclosed the following additional documents in support of my claim:
[List of Documents]

Please add them to my claim file and confirm in writing that you have received them. If they change your assessment of the claim or of the amount payable, please tell me how.

If anything else is needed to complete your review, please send me a full list of the outstanding items at once, so that I can provide everything together.

Thank you for your help.`),
    },
  },
  {
    id: 'correction-to-submitted-claim',
    title: 'Correction to Submitted Claim',
    category: 'Submission',
    lastUpdated: '2026-01-12',
    preview: 'Correct a detail you gave the insurer, in writing, so the claim file is accurate.',
    fullContent: {
      subject: 'Correction to Information on Claim [Claim Number]',
      body: toAdjuster(`
I am writing to correct information I previously gave you about this claim.

Information previously provided:
[Incorrect Information]

Correct information:
[Corrected Information]

Documents supporting the correction, if any, are enclosed:
[List of Documents]

Please update my claim file and confirm the correction in writing. If it affects how my claim is being handled, please let me know.

Thank you for your help.`),
    },
  },
  {
    id: 'coverage-clarification-request',
    title: 'Coverage Clarification Request',
    category: 'Submission',
    lastUpdated: '2026-01-12',
    preview: 'Ask how your policy applies to your loss, and which provisions, limits and deductibles the insurer relies on.',
    fullContent: {
      subject: 'Request for Coverage Clarification - Claim [Claim Number]',
      body: toAdjuster(`
I would like to understand how my policy applies to this claim. Please answer the following question in writing:
[Coverage Question]

In your answer, please:
1. Tell me which policy provisions apply, quoting their wording and giving their section and page, including any exclusions, limits or deductibles.
2. Tell me whether any endorsement on my policy affects the answer.
3. Tell me if you need more information from me to answer fully.

I would appreciate your answer by [Response Deadline]. A written answer will help me make informed decisions about repairs and next steps.

Thank you for your help.`),
    },
  },
];
