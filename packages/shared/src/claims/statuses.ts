// Claim status labels and their colours (spec section 4, Claim status labels).
export const CLAIM_STATUSES = ['Active', 'Draft', 'Paid', 'Rejected'] as const;
export type TClaimStatus = (typeof CLAIM_STATUSES)[number];

/** A new claim starts here; the spec's list shows no other status being assigned. */
export const DEFAULT_CLAIM_STATUS: TClaimStatus = 'Active';

export const CLAIM_STATUS_COLOURS: Readonly<Record<TClaimStatus, 'blue' | 'green' | 'red' | 'grey'>> = {
  Active: 'blue',
  Paid: 'green',
  Rejected: 'red',
  Draft: 'grey',
};

/** The Claim Status page's filter: every status, or one. */
export const CLAIM_STATUS_FILTERS = ['All', ...CLAIM_STATUSES] as const;
export type TClaimStatusFilter = (typeof CLAIM_STATUS_FILTERS)[number];
