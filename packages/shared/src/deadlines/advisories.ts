import { jurisdictionsFor } from './jurisdiction';
import type { Country, Jurisdiction, RuleSource } from './types';

/** Points from the research notes that carry no date to count to; shown beside the deadlines. */
export interface Advisory {
  jurisdiction: Jurisdiction;
  text: string;
  citation: string;
  source: RuleSource;
  provisional: boolean;
}

export const ADVISORIES: readonly Advisory[] = [
  {
    jurisdiction: 'US-CA',
    text: 'The insurer must tell you in writing of any time limit that applies to your claim at least 60 days before it expires.',
    citation: 'California Code of Regulations, title 10, §2695.7(f)',
    source: 'regulation',
    provisional: false,
  },
  {
    jurisdiction: 'US-TX',
    text: 'A claim paid late carries interest at 18% a year plus attorney fees; in a declared catastrophe area each period is 15 days longer.',
    citation: 'Texas Insurance Code §542.058, §542.059',
    source: 'statute',
    provisional: false,
  },
  {
    jurisdiction: 'CA-BC',
    text: 'Give notice of the loss immediately and proof of loss as soon as practicable.',
    citation: 'British Columbia Insurance Act s.29, statutory condition 6',
    source: 'statute',
    provisional: true,
  },
  {
    jurisdiction: 'CA-AB',
    text: 'The insurer must give you written notice of the limitation period.',
    citation: 'Alberta (section not verified)',
    source: 'statute',
    provisional: true,
  },
  {
    jurisdiction: 'practice',
    text: 'Ask the insurer in writing to keep the claim open for 60 days while you gather documents.',
    citation: 'Benji practice tip',
    source: 'practice',
    provisional: false,
  },
  {
    jurisdiction: 'practice',
    text: 'Send a proof of loss even if the insurer has not asked for one.',
    citation: 'Benji practice tip',
    source: 'practice',
    provisional: false,
  },
];

export function advisoriesFor(country: Country, region: string | null): Advisory[] {
  const jurisdictions = jurisdictionsFor(country, region);
  return ADVISORIES.filter((advisory) => jurisdictions.includes(advisory.jurisdiction));
}
