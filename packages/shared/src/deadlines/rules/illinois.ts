import { undated } from '../effective';
import { ANY_FROM_INSURER, DECISION, fromInsurer, inWriting, toInsurer } from '../match';
import { AUDIT_2_READ_ON, SOURCE } from '../sources';
import type { DeadlineRule } from '../types';

// 50 Ill. Adm. Code 919.40 was read in the official text: "'Days', for the purpose of this Part,
// means calendar days." The periods themselves were read only in secondary summaries of Part 919,
// so the acknowledgement, contact and payment rules stay provisional and say so.
const CALENDAR_DAYS = `"'Days', for the purpose of this Part, means calendar days." (919.40)`;
const SUMMARY_ONLY =
  'The period was read only in a summary of Part 919, which does not say which section sets it; that its days are calendar days was read in the official 919.40.';
const base = {
  jurisdiction: 'US-IL',
  who: 'insurer',
  unit: 'calendar',
  letterSource: "Illinois's claim-practices regulation (50 Ill. Adm. Code 919)",
  sourceUrl: SOURCE.ilAdmin919_40,
  checkedOn: AUDIT_2_READ_ON,
  source: 'regulation',
  ...undated('50 Ill. Adm. Code 919'),
} as const;
const common = { ...base, provisional: true, provisionalReason: SUMMARY_ONLY } as const;
const NOTICE = {
  trigger: toInsurer('notice_given'),
  triggerPhrase: 'the insurer received notice of the claim',
  satisfiedBy: ANY_FROM_INSURER,
  onRetrigger: 'once',
} as const;

export const ILLINOIS_RULES: DeadlineRule[] = [
  {
    ...common,
    ...NOTICE,
    id: 'us-il-acknowledge',
    title: 'Acknowledge the claim',
    duty: 'acknowledge a claim',
    ask: 'acknowledge my claim',
    days: 15,
    citation: '50 Ill. Adm. Code Part 919; 919.40 (calendar days)',
    operativeWords: `"Within 15 days from receipt of communication, acknowledge pertinent communications" (summary); ${CALENDAR_DAYS}`,
  },
  {
    ...common,
    ...NOTICE,
    id: 'us-il-contact',
    title: 'Contact you about the claim',
    duty: 'contact the claimant about a claim',
    ask: 'contact me about my claim',
    days: 21,
    citation: '50 Ill. Adm. Code Part 919, prompt investigation; 919.40 (calendar days)',
    operativeWords: `"Within 21 days of notification of loss, make a bona fide effort to communicate with all insureds and claimants where liability is reasonably clear" (summary); ${CALENDAR_DAYS}`,
    provisionalReason: `${SUMMARY_ONLY} The summary gives the duty only where liability is reasonably clear.`,
  },
  {
    ...common,
    id: 'us-il-pay',
    title: 'Pay the claim once liability is affirmed',
    duty: 'pay a claim after affirming liability',
    ask: 'pay my claim',
    days: 30,
    trigger: [...fromInsurer('claim_accepted'), ...toInsurer('offer_accepted')],
    triggerPhrase: 'the insurer affirmed liability',
    satisfiedBy: fromInsurer('payment_received'),
    onRetrigger: 'keep',
    citation: '50 Ill. Adm. Code 919.50(a)',
    sourceUrl: SOURCE.ilClaimsSummary,
    operativeWords:
      '"Within 30 days after affirmation of liability, offer payment on claims if the amount of the claim is determined and not in dispute." (summary)',
  },
  {
    ...base,
    id: 'us-il-auto-delay-letter',
    title: 'Explain in writing why the car claim is not resolved',
    duty: 'explain in writing why a car damage claim is still unresolved',
    ask: 'explain in writing why my car damage claim is still not resolved',
    days: 40,
    trigger: toInsurer('notice_given'),
    triggerPhrase: 'the claim was reported',
    // Resolving the claim, or writing to explain the delay, both discharge the duty.
    satisfiedBy: [...DECISION, ...inWriting(fromInsurer('insurer_response', 'extension_notice'))],
    onRetrigger: 'once',
    citation: '50 Ill. Adm. Code 919.80(b)(2)',
    sourceUrl: SOURCE.ilAdmin919_80,
    operativeWords:
      '"If a first party physical damage automobile claim remains unresolved for more than 40 calendar days from the date it is reported, the company shall provide a reasonable written explanation for the delay to the insured."',
    provisional: false,
    appliesTo: ['auto'],
    caveat:
      'The duty arises once the claim has been open for more than 40 days: if it is still unresolved after this date, the insurer owes you a written explanation.',
  },
];
