import type { AdvisoryWording } from './advisories';

// The research's own sentences, word for word as they were before they had figures.
export const ENGLISH_ADVISORIES: AdvisoryWording = {
  'us-ca-time-limit-notice': {
    text: ({ days }) =>
      `The insurer must tell you in writing of any time limit that applies to your claim at least ${days} days before it expires.`,
    citation: 'California Code of Regulations, title 10, §2695.7(f)',
  },
  'us-tx-late-payment': {
    text: ({ annualRate, judgmentRatePlus, catastropheDays }) =>
      `A claim paid late carries interest at ${annualRate}% a year plus attorney fees (for a weather or other natural-force property claim sued on since ` +
      `1 September 2017, the judgment rate plus ${judgmentRatePlus}%); in a declared catastrophe area each period is ${catastropheDays} days longer.`,
    citation: 'Texas Insurance Code §542.060, §542.059',
  },
  'us-tx-presuit-notice': {
    text: ({ days }) =>
      'Before suing over a property claim caused by weather or another force of nature, you must give the insurer written notice of ' +
      `your complaint and the amount you claim at least ${days} days before filing, unless a limitation period is about to run out.`,
    citation: 'Texas Insurance Code §542A.003',
  },
  'us-fl-estimate-copy': {
    text: ({ days }) =>
      `If the insurer's adjuster writes a detailed estimate of the loss, the insurer must send you a copy within ${days} days after it is generated.`,
    citation: 'Florida Statutes §627.70131 (as amended by SB 2-A, from 1 March 2023)',
  },
  'us-ga-payment-demand': {
    text: ({ days }) =>
      `Before a penalty for bad-faith refusal to pay can be claimed, you must demand payment from the insurer and give it ${days} days to pay.`,
    citation: 'O.C.G.A. §33-4-6',
  },
  'us-co-wildfire-total-loss': {
    text: ({ replacementMonths, livingExpenseMonths }) =>
      `After a total loss from a wildfire, your homeowners policy must give you at least ${replacementMonths} months to collect replacement cost and at ` +
      `least ${livingExpenseMonths} months of additional living expenses.`,
    citation: 'C.R.S. §10-4-110.8',
  },
  'us-il-suit-limit-paused': {
    text: () => "The policy's time limit for suing stops running from when you give proof of loss until the insurer denies the claim.",
    citation: '215 ILCS 5/143.1',
  },
  'ca-bc-notice-and-proof': {
    text: () => 'Give notice of the loss immediately and proof of loss as soon as practicable.',
    citation: 'British Columbia Insurance Act s.29, statutory condition 6',
  },
  'ca-ab-limitation-notice': {
    text: ({ reportDays, denialBusinessDays }) =>
      `The insurer must tell you in writing which limitation period applies: within ${reportDays} days after you report a claim that is not settled, ` +
      `or within ${denialBusinessDays} business days after it denies the claim. If it does not, a court may extend the period.`,
    citation: 'Alberta Fair Practices Regulation, AR 128/2001, s.5.3',
  },
  'practice-keep-open': {
    text: ({ days }) => `Ask the insurer in writing to keep the claim open for ${days} days while you gather documents.`,
    citation: 'Benji practice tip',
  },
  'practice-proof-of-loss': {
    text: () => 'Send a proof of loss even if the insurer has not asked for one.',
    citation: 'Benji practice tip',
  },
};
