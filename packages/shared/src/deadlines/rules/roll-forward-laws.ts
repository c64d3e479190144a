import { SOURCE } from '../sources';
import type { DeadlineRule, Jurisdiction } from '../types';

type RollForward = NonNullable<DeadlineRule['rollForward']>;

/**
 * The law of each place that moves the last day of a period off a weekend or holiday, with the
 * holidays it counts. California and New York set theirs on the rules themselves.
 * - Texas Gov't Code §311.014(b): "If the last day of any period is a Saturday, Sunday, or legal
 *   holiday, the period is extended to include the next day that is not a Saturday, Sunday, or legal holiday."
 * - O.C.G.A. §1-3-1(d)(3): a last day on a Saturday or Sunday runs through the following Monday, one
 *   on a public and legal holiday (§1-4-1) through the next business day.
 * - C.R.S. 2-4-108(2): "If the last day of any period is a Saturday, Sunday, or legal holiday, the
 *   period is extended to include the next day which is not a Saturday, Sunday, or legal holiday."
 * - 5 ILCS 70/1.11: the last day is excluded if it "is Saturday or Sunday or is a holiday as defined or
 *   fixed in any statute now or hereafter in force in this State", and so is a following such day.
 * - La. C.C.P. art. 5059: a last day that "is a legal holiday" runs to "the end of the next day which is
 *   not a legal holiday"; R.S. 1:55 makes Sundays legal holidays statewide, Saturdays only in some parishes.
 * - Fla. R. Gen. Prac. & Jud. Admin. 2.514(a): a last day on a weekend or legal holiday runs to the next
 *   day that is neither (read in a secondary account).
 * - Ontario Legislation Act, 2006, s.89(1): a time that "expires or falls on a holiday" runs to "the next
 *   day that is not a holiday"; Sunday is a holiday, Saturday is not.
 * - Québec Interpretation Act, art. 52: a period that "expire un jour férié" is extended; art. 61(23)
 *   makes Sundays "jours fériés", not Saturdays.
 * North Carolina is not here: G.S. 103-5 moves only acts "to be performed in a public office or courthouse".
 */
export const ROLL_FORWARD: Partial<Record<Jurisdiction, RollForward>> = {
  'US-TX': { calendar: 'us_tx', citation: 'Texas Government Code §311.014(b)', sourceUrl: SOURCE.txGovCode311_014 },
  'US-GA': { calendar: 'us_ga', citation: 'O.C.G.A. §1-3-1(d)(3)', sourceUrl: SOURCE.gaOcga1_3_1 },
  'US-CO': { calendar: 'us_co', citation: 'C.R.S. 2-4-108(2)', sourceUrl: SOURCE.coCrs2_4_108 },
  'US-IL': { calendar: 'us_il', citation: '5 ILCS 70/1.11', sourceUrl: SOURCE.ilStatuteOnStatutes },
  'US-LA': { calendar: 'us_la', citation: 'Louisiana Code of Civil Procedure art. 5059', sourceUrl: SOURCE.laCcp5059, saturday: 'stays' },
  'US-FL': {
    calendar: 'us_fl',
    citation: 'Florida Rule of General Practice and Judicial Administration 2.514(a)',
    sourceUrl: SOURCE.flRule2_514,
  },
  'CA-ON': {
    calendar: 'ca_on',
    citation: 'Ontario Legislation Act, 2006, s.89(1)',
    sourceUrl: SOURCE.onLegislationAct89,
    saturday: 'stays',
  },
  'CA-QC': {
    calendar: 'ca_qc_interpretation',
    citation: 'Québec Interpretation Act, art. 52',
    sourceUrl: SOURCE.qcInterpretation52,
    saturday: 'stays',
  },
};

/**
 * The insurer's periods in days, moved off weekends and holidays where the place's law says so.
 * A policyholder's own last days are left where they fall: whether these laws reach a policy's
 * terms is not settled, and the earlier date is the one that can never cost a right.
 */
export function withRollForward(rules: readonly DeadlineRule[]): DeadlineRule[] {
  return rules.map((rule) => {
    const roll = ROLL_FORWARD[rule.jurisdiction];
    if (!roll || rule.rollForward || rule.who !== 'insurer' || rule.unit === 'months') return rule;
    return { ...rule, rollForward: roll };
  });
}
