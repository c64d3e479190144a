/**
 * Whole months from a purchase date to the valuation date (both 'YYYY-MM-DD'): a month counts once
 * its day is reached, as people count an age. Never negative.
 */
export function wholeMonthsBetween(from: string, to: string): number {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const months = (ty - fy) * 12 + (tm - fm) - (td < fd ? 1 : 0);
  return Math.max(0, months);
}
