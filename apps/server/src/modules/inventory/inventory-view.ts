import {
  USEFUL_LIFE_SOURCE,
  inventoryTotals,
  valueItem,
  wholeMonthsBetween,
  type GroupTotals,
  type MoneyTotals,
  type TInventoryItem,
  type TInventoryList,
} from '@benji/shared';
import type { InventoryItemRow } from '../../db/schema';
import { toValues } from './inventory-values';

/** The item's age on the valuation date: as given, or counted from its purchase date. */
const ageOn = (row: InventoryItemRow, valuationDate: string) =>
  row.ageMonths ?? (row.purchaseDate === null ? 0 : wholeMonthsBetween(row.purchaseDate, valuationDate));

/** A stored line as the API sends it, valued on `valuationDate`. */
export function toInventoryItem(row: InventoryItemRow, valuationDate: string, attachmentCount = 0): TInventoryItem {
  const valuation = valueItem({
    category: row.category,
    quantity: row.quantity,
    unitReplacementCostCents: row.unitReplacementCostCents,
    ageMonths: ageOn(row, valuationDate),
    condition: row.condition,
    lifeYearsOverride: row.lifeYearsOverride,
  });
  return {
    id: row.id,
    claim_id: row.claimId,
    ...toValues(row),
    valuation: {
      age_months: valuation.ageMonths,
      life_years: valuation.lifeYears,
      depreciation_basis_points: valuation.depreciationBasisPoints,
      rcv_cents: valuation.rcvCents,
      depreciation_cents: valuation.depreciationCents,
      acv_cents: valuation.acvCents,
    },
    attachment_count: attachmentCount,
  };
}

const money = (totals: MoneyTotals) => ({
  rcv_cents: totals.rcvCents,
  depreciation_cents: totals.depreciationCents,
  acv_cents: totals.acvCents,
  item_count: totals.itemCount,
});
const group = (totals: GroupTotals) => ({ key: totals.key, ...money(totals) });

/** The whole inventory, each line valued, with its totals by room and category. */
export function toInventoryList(
  rows: readonly InventoryItemRow[],
  valuationDate: string,
  attachmentCounts: ReadonlyMap<number, number> = new Map(),
): TInventoryList {
  const items = rows.map((row) => toInventoryItem(row, valuationDate, attachmentCounts.get(row.id) ?? 0));
  const totals = inventoryTotals(
    items.map((item) => ({
      room: item.room,
      category: item.category,
      quantity: item.quantity,
      valuation: {
        rcvCents: item.valuation.rcv_cents,
        depreciationCents: item.valuation.depreciation_cents,
        acvCents: item.valuation.acv_cents,
      },
    })),
  );
  return {
    valuation_date: valuationDate,
    useful_life_source: USEFUL_LIFE_SOURCE,
    items,
    totals: { overall: money(totals.overall), by_room: totals.byRoom.map(group), by_category: totals.byCategory.map(group) },
  };
}
