import { ENGLISH_ADVISORIES } from './advisories-en';
import { jurisdictionsFor } from './jurisdiction';
import { CHECKED_ON, SOURCE } from './sources';
import type { Country, Jurisdiction, RuleSource } from './types';

export const ADVISORY_CODES = [
  'us-ca-time-limit-notice',
  'us-tx-late-payment',
  'us-tx-presuit-notice',
  'us-fl-estimate-copy',
  'us-ga-payment-demand',
  'us-co-wildfire-total-loss',
  'us-il-suit-limit-paused',
  'ca-bc-notice-and-proof',
  'ca-ab-limitation-notice',
  'practice-keep-open',
  'practice-proof-of-loss',
] as const;
export type AdvisoryCode = (typeof ADVISORY_CODES)[number];

/**
 * The figures each point states, defined once: every language writes its sentence around them,
 * so no translation can give another number of days than the English.
 */
export interface AdvisoryFigures {
  'us-ca-time-limit-notice': { days: number };
  'us-tx-late-payment': { annualRate: number; judgmentRatePlus: number; catastropheDays: number };
  'us-tx-presuit-notice': { days: number };
  'us-fl-estimate-copy': { days: number };
  'us-ga-payment-demand': { days: number };
  'us-co-wildfire-total-loss': { replacementMonths: number; livingExpenseMonths: number };
  'us-il-suit-limit-paused': Record<string, never>;
  'ca-bc-notice-and-proof': Record<string, never>;
  'ca-ab-limitation-notice': { reportDays: number; denialBusinessDays: number };
  'practice-keep-open': { days: number };
  'practice-proof-of-loss': Record<string, never>;
}

/** Every point in one language: its sentence written around its figures, and the law it cites. */
export type AdvisoryWording = {
  [Code in AdvisoryCode]: { text: (figures: AdvisoryFigures[Code]) => string; citation: string };
};

/** Points from the research that carry no date to count to; shown beside the deadlines. */
export interface Advisory {
  /** Which point: the key of its sentence in every language. */
  code: AdvisoryCode;
  /** Its figures (AdvisoryFigures of its code), for a language to write the sentence around. */
  params: Record<string, number>;
  jurisdiction: Jurisdiction;
  /** The point in English, written from `params`. */
  text: string;
  citation: string;
  source: RuleSource;
  provisional: boolean;
  /** The address of the text as read; null where none was found. */
  sourceUrl: string | null;
  checkedOn: string;
}

type Research = Pick<Advisory, 'jurisdiction' | 'source' | 'provisional' | 'sourceUrl'>;

function advisory<Code extends AdvisoryCode>(code: Code, figures: AdvisoryFigures[Code], research: Research): Advisory {
  const { text, citation } = ENGLISH_ADVISORIES[code];
  return { code, params: figures, ...research, text: text(figures), citation, checkedOn: CHECKED_ON };
}

const NONE = {};

export const ADVISORIES: readonly Advisory[] = [
  advisory(
    'us-ca-time-limit-notice',
    { days: 60 },
    { jurisdiction: 'US-CA', source: 'regulation', provisional: false, sourceUrl: SOURCE.caCcr2695_7 },
  ),
  advisory(
    'us-tx-late-payment',
    { annualRate: 18, judgmentRatePlus: 5, catastropheDays: 15 },
    { jurisdiction: 'US-TX', source: 'statute', provisional: false, sourceUrl: SOURCE.txIns542_060 },
  ),
  advisory(
    'us-tx-presuit-notice',
    { days: 61 },
    { jurisdiction: 'US-TX', source: 'statute', provisional: true, sourceUrl: SOURCE.txIns542A },
  ),
  advisory('us-fl-estimate-copy', { days: 7 }, { jurisdiction: 'US-FL', source: 'statute', provisional: false, sourceUrl: SOURCE.flSb2A }),
  // From here to the Canadian entries: read only in the audit's secondary-source summary, so provisional.
  advisory('us-ga-payment-demand', { days: 60 }, { jurisdiction: 'US-GA', source: 'statute', provisional: true, sourceUrl: null }),
  advisory(
    'us-co-wildfire-total-loss',
    { replacementMonths: 36, livingExpenseMonths: 24 },
    { jurisdiction: 'US-CO', source: 'statute', provisional: true, sourceUrl: null },
  ),
  advisory('us-il-suit-limit-paused', NONE, { jurisdiction: 'US-IL', source: 'statute', provisional: true, sourceUrl: null }),
  advisory('ca-bc-notice-and-proof', NONE, { jurisdiction: 'CA-BC', source: 'statute', provisional: true, sourceUrl: null }),
  advisory(
    'ca-ab-limitation-notice',
    { reportDays: 60, denialBusinessDays: 5 },
    { jurisdiction: 'CA-AB', source: 'regulation', provisional: false, sourceUrl: SOURCE.abFairPractices5_3 },
  ),
  advisory('practice-keep-open', { days: 60 }, { jurisdiction: 'practice', source: 'practice', provisional: false, sourceUrl: null }),
  advisory('practice-proof-of-loss', NONE, { jurisdiction: 'practice', source: 'practice', provisional: false, sourceUrl: null }),
];

export function advisoriesFor(country: Country, region: string | null): Advisory[] {
  const jurisdictions = jurisdictionsFor(country, region);
  return ADVISORIES.filter((advisory) => jurisdictions.includes(advisory.jurisdiction));
}
