import type { LetterTemplate } from '../types';
import { composeLetter, toAdjuster } from './compose';

export const FOLLOW_UP_TEMPLATES: readonly LetterTemplate[] = [
  {
    id: 'status-check-in',
    title: 'Status Check-In',
    category: 'Follow-Up',
    lastUpdated: '2026-01-19',
    preview: 'Ask for the current status of your claim, anything still needed from you, and the next steps.',
    fullContent: {
      subject: 'Status Update Request - Claim [Claim Number]',
      body: toAdjuster(`
I am following up on my claim. My last contact with your office was on [Date of Last Contact], and I have not yet received an update.

Please let me know in writing:
1. The current status of my claim.
2. Whether you need anything further from me. If so, please list all outstanding items at once.
3. The next steps, and when I can expect each of them.

Thank you for your help. I look forward to hearing from you.`),
    },
  },
  {
    id: 'reminder-awaiting-response',
    title: 'Reminder: Awaiting Response',
    category: 'Follow-Up',
    lastUpdated: '2026-01-19',
    preview: 'A polite, firm reminder when an earlier letter or e-mail has gone unanswered.',
    fullContent: {
      subject: 'Second Request: Awaiting Your Response - Claim [Claim Number]',
      body: toAdjuster(`
I wrote to you on [Date of Last Contact] about the following:
[Request Summary]

I have not yet received a response, and I have included a copy of my earlier message for reference.

Please respond by [Response Deadline]. If you cannot give a full answer by then, please tell me by that date when I can expect one and what is causing the delay.

If my claim has been reassigned, please give me the name and direct contact details of the person now handling it.

Thank you for your attention to this.`),
    },
  },
  {
    id: 'request-for-timeline',
    title: 'Request for Timeline',
    category: 'Follow-Up',
    lastUpdated: '2026-01-19',
    preview: 'Ask for a written timeline of the remaining steps, the expected decision and payment dates, and your own deadlines.',
    fullContent: {
      subject: 'Request for Claim Timeline - Claim [Claim Number]',
      body: toAdjuster(`
To help me plan repairs and related expenses, I am asking for a written timeline for the handling of my claim.

Please tell me:
1. Which steps remain before a decision on my claim, such as an inspection, an estimate review or an outside report.
2. The expected date of each of those steps.
3. When I can expect a coverage decision and, if the claim is accepted, payment.
4. Any deadlines that apply to me, including for a Proof of Loss or other documents.

If anything on my side is holding up the claim, please tell me now so that I can deal with it.

Thank you for your help.`),
    },
  },
  {
    id: 'escalation-to-supervisor',
    title: 'Escalation to Supervisor',
    category: 'Follow-Up',
    lastUpdated: '2026-01-19',
    preview: 'Ask a claims supervisor to review the handling of your claim when direct contact with the adjuster has not resolved it.',
    fullContent: {
      subject: 'Request for Supervisor Review - Claim [Claim Number]',
      body: composeLetter({
        attention: 'Claims Supervisor',
        greeting: 'Dear Claims Supervisor,',
        text: `
I am asking for a supervisor to review the handling of my claim. The adjuster assigned to it is [Adjuster Name].

My concern is:
[Summary of Concern]

I have tried to resolve this directly with the adjuster:
[Contact History]

The matter remains unresolved, so I am asking you to:
1. Review my claim file and the concern above.
2. Send me a written response by [Response Deadline] explaining the status of my claim and the next steps.
3. Give me the name and direct contact details of the person responsible for my claim from now on.

If this cannot be resolved at your level, please tell me how to use your company's complaint process.

Thank you for your prompt attention.`,
      }),
    },
  },
  {
    id: 'thank-you-acknowledgement',
    title: 'Thank You / Acknowledgement',
    category: 'Follow-Up',
    lastUpdated: '2026-01-19',
    preview: 'Thank the adjuster after a call or visit and put what was said in writing, so both sides share one record.',
    fullContent: {
      subject: 'Thank You and Summary of Our Conversation - Claim [Claim Number]',
      body: toAdjuster(`
Thank you for speaking with me on [Date of Conversation]. I appreciate your time and your help with my claim.

So that we share the same understanding, here is my summary of what we discussed:
[Summary of Discussion]

If anything in this summary is incorrect or incomplete, please let me know in writing as soon as possible, so that our records match.

Thank you again.`),
    },
  },
];
