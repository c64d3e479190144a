import { jurisdictionsFor } from './jurisdiction';
import { CHECKED_ON, SOURCE } from './sources';
import type { Country, Jurisdiction, RuleSource } from './types';

/** Points from the research that carry no date to count to; shown beside the deadlines. */
export interface Advisory {
  jurisdiction: Jurisdiction;
  text: string;
  citation: string;
  source: RuleSource;
  provisional: boolean;
  /** The address of the text as read; null where none was found. */
  sourceUrl: string | null;
  checkedOn: string;
}

export const ADVISORIES: readonly Advisory[] = [
  {
    jurisdiction: 'US-CA',
    text: 'The insurer must tell you in writing of any time limit that applies to your claim at least 60 days before it expires.',
    citation: 'California Code of Regulations, title 10, §2695.7(f)',
    source: 'regulation',
    provisional: false,
    sourceUrl: SOURCE.caCcr2695_7,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'US-TX',
    text:
      'A claim paid late carries interest at 18% a year plus attorney fees (for a weather or other natural-force property claim sued on since ' +
      '1 September 2017, the judgment rate plus 5%); in a declared catastrophe area each period is 15 days longer.',
    citation: 'Texas Insurance Code §542.060, §542.059',
    source: 'statute',
    provisional: false,
    sourceUrl: SOURCE.txIns542_060,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'US-TX',
    text:
      'Before suing over a property claim caused by weather or another force of nature, you must give the insurer written notice of ' +
      'your complaint and the amount you claim at least 61 days before filing, unless a limitation period is about to run out.',
    citation: 'Texas Insurance Code §542A.003',
    source: 'statute',
    provisional: true,
    sourceUrl: SOURCE.txIns542A,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'US-FL',
    text: "If the insurer's adjuster writes a detailed estimate of the loss, the insurer must send you a copy within 7 days after it is generated.",
    citation: 'Florida Statutes §627.70131 (as amended by SB 2-A, from 1 March 2023)',
    source: 'statute',
    provisional: false,
    sourceUrl: SOURCE.flSb2A,
    checkedOn: CHECKED_ON,
  },
  // From here to the Canadian entries: read only in the audit's secondary-source summary, so provisional.
  {
    jurisdiction: 'US-GA',
    text: 'Before a penalty for bad-faith refusal to pay can be claimed, you must demand payment from the insurer and give it 60 days to pay.',
    citation: 'O.C.G.A. §33-4-6',
    source: 'statute',
    provisional: true,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'US-CO',
    text:
      'After a total loss from a wildfire, your homeowners policy must give you at least 36 months to collect replacement cost and at ' +
      'least 24 months of additional living expenses.',
    citation: 'C.R.S. §10-4-110.8',
    source: 'statute',
    provisional: true,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'US-IL',
    text: "The policy's time limit for suing stops running from when you give proof of loss until the insurer denies the claim.",
    citation: '215 ILCS 5/143.1',
    source: 'statute',
    provisional: true,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'CA-BC',
    text: 'Give notice of the loss immediately and proof of loss as soon as practicable.',
    citation: 'British Columbia Insurance Act s.29, statutory condition 6',
    source: 'statute',
    provisional: true,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'CA-AB',
    text:
      'The insurer must tell you in writing which limitation period applies: within 60 days after you report a claim that is not settled, ' +
      'or within 5 business days after it denies the claim. If it does not, a court may extend the period.',
    citation: 'Alberta Fair Practices Regulation, AR 128/2001, s.5.3',
    source: 'regulation',
    provisional: false,
    sourceUrl: SOURCE.abFairPractices5_3,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'practice',
    text: 'Ask the insurer in writing to keep the claim open for 60 days while you gather documents.',
    citation: 'Benji practice tip',
    source: 'practice',
    provisional: false,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
  {
    jurisdiction: 'practice',
    text: 'Send a proof of loss even if the insurer has not asked for one.',
    citation: 'Benji practice tip',
    source: 'practice',
    provisional: false,
    sourceUrl: null,
    checkedOn: CHECKED_ON,
  },
];

export function advisoriesFor(country: Country, region: string | null): Advisory[] {
  const jurisdictions = jurisdictionsFor(country, region);
  return ADVISORIES.filter((advisory) => jurisdictions.includes(advisory.jurisdiction));
}
