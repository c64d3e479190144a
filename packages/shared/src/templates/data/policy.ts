import type { LetterTemplate } from '../types';
import { composeLetter } from './compose';

// Policy documents usually come from the underwriting or customer service side, not the adjuster.
const POLICY_REFERENCE = ['Policy Number: [Policy Number]', 'Claim Number: [Claim Number]'] as const;
const toPolicyServices = (text: string) =>
  composeLetter({ attention: 'Policy Services', greeting: 'Dear Policy Services Team,', reference: POLICY_REFERENCE, text });

export const POLICY_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: 'request-full-policy-document',
    title: 'Request for Full Policy Document',
    category: 'Policy',
    lastUpdated: '2026-03-02',
    preview: 'Ask for a complete copy of your policy as it stood on the date of loss, with every endorsement.',
    fullContent: {
      subject: 'Request for Complete Copy of Policy [Policy Number]',
      body: toPolicyServices(`
Please send me a complete copy of my insurance policy as it was in force on [Date of Loss], including:
- The declarations page
- The full policy wording
- All endorsements, riders and amendments
- Any other forms or schedules that form part of the policy

Please send it by e-mail to [Your Email] or by mail to [Your Address]. If a form or fee is required, please let me know.

Thank you for your help.`),
    },
  },
  {
    id: 'request-declaration-page',
    title: 'Request for Declaration Page',
    category: 'Policy',
    lastUpdated: '2026-03-02',
    preview: 'Ask for the declarations page that shows your coverages, limits, deductibles and policy period.',
    fullContent: {
      subject: 'Request for Declarations Page - Policy [Policy Number]',
      body: toPolicyServices(`
Please send me a copy of the declarations page for my policy as it was in force on [Date of Loss]. I need it to confirm my coverages, limits, deductibles and policy period.

If the declarations page changed during the policy term, please send each version, with the dates each one was in effect.

Please send it by e-mail to [Your Email] or by mail to [Your Address].

Thank you for your help.`),
    },
  },
  {
    id: 'request-explanation-of-denial-code',
    title: 'Request for Explanation of Denial Code',
    category: 'Policy',
    lastUpdated: '2026-03-02',
    preview: 'Ask what a code on a denial or payment statement means, what it applies to, and what can be done about it.',
    fullContent: {
      subject: 'Request for Explanation of Code [Denial Code] - Claim [Claim Number]',
      body: composeLetter({
        attention: '[Adjuster Name]',
        greeting: 'Dear [Adjuster Name],',
        text: `
Your correspondence dated [Denial Letter Date] on my claim refers to the code [Denial Code]. I do not understand what this code means or how it applies to my claim.

Please explain in writing:
1. What the code [Denial Code] means.
2. Which items or amounts of my claim it applies to.
3. Which policy provision it is based on, quoting its wording and giving its section and page.
4. What I can provide or do to have the decision reviewed.

Thank you for your help.`,
      }),
    },
  },
  {
    id: 'third-party-authorization',
    title: 'Third-Party Authorization Request',
    category: 'Policy',
    lastUpdated: '2026-03-02',
    preview: 'Authorize a family member, contractor or representative to discuss your claim with the insurer.',
    fullContent: {
      subject: 'Authorization to Discuss Claim [Claim Number] with [Third Party Name]',
      body: composeLetter({
        attention: '[Adjuster Name]',
        greeting: 'Dear [Adjuster Name],',
        text: `
I authorize [Insurance Company] to discuss my claim with, and share information about it with, the following person:

Name: [Third Party Name]
Relationship to me: [Third Party Relationship]
Phone: [Third Party Phone]
Email: [Third Party Email]

[Third Party Name] may receive information about my claim and communicate with you about it on my behalf. This authorization remains in effect until [Authorization End Date] or until I withdraw it in writing, whichever comes first. Please continue to send me copies of all correspondence about my claim.

If you require your own authorization form or a signed original, please send it to me and I will complete it promptly.

Thank you for your help.`,
      }),
    },
  },
];
