import type { TSubscriptionPackage } from '@benji/shared';
import type { SubscriptionPackageRow } from '../../db/schema';

/** Cents to dollars with two decimals, as text: 4900 → '49.00'. */
export const dollars = (cents: number) => (cents / 100).toFixed(2);

export function toPackageView(row: SubscriptionPackageRow): TSubscriptionPackage {
  return { id: row.id, package_type: row.packageType, package_amount: dollars(row.amountCents), package_status: row.packageStatus };
}

/** Spec 2.10: only an 'Active' package can be bought. */
export const isBuyable = (row: Pick<SubscriptionPackageRow, 'packageStatus'>) => row.packageStatus === 'Active';
