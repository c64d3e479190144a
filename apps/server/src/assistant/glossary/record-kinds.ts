// Which of the user's records a term's explanation adds (its `inYourClaim`), by the term's English
// title: the same for every language, so a translated explanation adds the same record as the English.

export type ClaimRecord =
  'payment' | 'holdback' | 'estimate' | 'deductible' | 'limit' | 'special_limits' | 'reservation' | 'denial' | 'suit';

export const RECORD_OF_TERM: Readonly<Record<string, ClaimRecord>> = {
  'Actual cash value (ACV)': 'payment',
  'Holdback (recoverable depreciation)': 'holdback',
  'Scope of loss and estimate (Xactimate)': 'estimate',
  'Storm deductible (hurricane, wind and hail)': 'deductible',
  'Percentage deductible': 'deductible',
  Deductible: 'deductible',
  'Limit of liability (policy limit)': 'limit',
  'Sub-limit': 'special_limits',
  'Reservation of rights (non-waiver)': 'reservation',
  'Coverage denial letter': 'denial',
  'Limitation period': 'suit',
};
