/** What a plan card says (spec 2.10): description, features, a tooltip and an optional badge. */
export interface PlanCopy {
  /** A short name for buttons: 'Choose Essential'. */
  shortName: string;
  description: string;
  features: readonly string[];
  tooltip: string;
  badge?: 'Most Popular' | 'Save 25%';
}

export const ESSENTIAL_PLAN = 'Essential Plan';
export const PRO_MONTHLY_PLAN = 'Pro Plan - Monthly';
export const PRO_ANNUAL_PLAN = 'Pro Plan - Annual';

// Spec section 6: Essential gives full access to one claim case; Pro Monthly basic assistant
// access; Pro Annual full assistant integration. Nothing here promises what the product does not do.
const COPY: Record<string, PlanCopy> = {
  [ESSENTIAL_PLAN]: {
    shortName: 'Essential',
    description: 'One payment covers one claim from first notice to final payout.',
    features: [
      'Full access for one claim case',
      'AI assistant for e-mails, replies and letters',
      'Policy analyzer for your policy PDF',
      'Proof of loss formatter and EUO toolkit',
      'Claim deadlines and status tracking',
      'All 20 letter templates',
    ],
    tooltip: 'A single payment with no renewal. Nothing is charged again unless you choose another plan.',
    badge: 'Most Popular',
  },
  [PRO_MONTHLY_PLAN]: {
    shortName: 'Pro Monthly',
    description: 'Assistant access month to month, for claims that are still taking shape.',
    features: [
      'AI assistant for e-mails and replies',
      'Saved replies and chat PDF downloads',
      'Claim status list',
      'All 20 letter templates',
      'Cancel any time',
    ],
    tooltip:
      'Billed once a month until you cancel. Cancelling stops the next renewal; you keep access until the end of the month you paid for.',
  },
  [PRO_ANNUAL_PLAN]: {
    shortName: 'Pro Annual',
    description: 'Full assistant integration for a year, for long or several claims.',
    features: [
      'Everything in Pro Monthly',
      'Any number of claim cases',
      'Policy analyzer, proof of loss formatter and EUO toolkit',
      'Deadline tracking across all your claims',
      'One payment a year instead of twelve',
    ],
    tooltip: 'Billed once a year, 25% less than twelve monthly payments. Renews yearly until you cancel.',
    badge: 'Save 25%',
  },
};

/** The copy of a package; a package the site does not know yet gets a plain, truthful card. */
export function planCopyFor(packageType: string): PlanCopy {
  return (
    COPY[packageType] ?? {
      shortName: packageType,
      description: 'Access to the Benji assistant and claim tools.',
      features: ['AI assistant for e-mails, replies and letters', 'Claim status list', 'All 20 letter templates'],
      tooltip: 'The price and billing period are shown on the card.',
    }
  );
}

/** Spec section 3: Annual is per year, Monthly per month, anything else one-time. */
export function periodLabel(packageType: string): 'per year' | 'per month' | 'one-time' {
  if (/annual/i.test(packageType)) return 'per year';
  if (/monthly/i.test(packageType)) return 'per month';
  return 'one-time';
}

/** What a checkout bills: once, monthly or yearly. */
export function billingIntervalOf(packageType: string): 'year' | 'month' | 'one_time' {
  const label = periodLabel(packageType);
  return label === 'per year' ? 'year' : label === 'per month' ? 'month' : 'one_time';
}
