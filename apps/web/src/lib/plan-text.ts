import { billingIntervalOf, ESSENTIAL_PLAN, PRO_ANNUAL_PLAN, PRO_MONTHLY_PLAN } from '@benji/shared';
import { i18n } from '../i18n/i18n';

const KEYS = { [ESSENTIAL_PLAN]: 'essential', [PRO_MONTHLY_PLAN]: 'proMonthly', [PRO_ANNUAL_PLAN]: 'proAnnual' } as const;

/** The catalogue's name for a package's copy (`checkout:plans.<key>`), or undefined for a package the site does not know yet. */
export const planKeyOf = (packageType: string) => KEYS[packageType as keyof typeof KEYS] as (typeof KEYS)[keyof typeof KEYS] | undefined;

/** A package's name in the active language ('Forfait Essentiel'); one the site does not know keeps the server's. Needs `checkout`. */
export function planName(packageType: string): string {
  const key = planKeyOf(packageType);
  return key ? i18n.t(`checkout:plans.${key}.name`) : packageType;
}

/** 'per year', 'per month' or 'one-time' in the active language (spec section 3). Needs `checkout`. */
export function planPeriod(packageType: string): string {
  const interval = billingIntervalOf(packageType);
  return i18n.t(`checkout:plans.period.${interval === 'one_time' ? 'oneTime' : interval}`);
}
