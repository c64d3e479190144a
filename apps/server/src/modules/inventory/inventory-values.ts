import type { TInventoryItemValues } from '@benji/shared';
import type { InventoryItemRow } from '../../db/schema';
import type { InventoryValues } from './inventory.repository';

/** Checked API values as the table's columns. */
export function toColumns(values: TInventoryItemValues): InventoryValues {
  return {
    room: values.room,
    category: values.category,
    description: values.description,
    brandModel: values.brand_model,
    quantity: values.quantity,
    purchaseDate: values.purchase_date,
    ageMonths: values.age_months,
    purchasePriceCents: values.purchase_price_cents,
    unitReplacementCostCents: values.unit_replacement_cost_cents,
    condition: values.condition,
    lifeYearsOverride: values.life_years_override,
    valuationNote: values.valuation_note,
  };
}

/** A stored line as API values, for a change to be laid over. */
export function toValues(row: InventoryItemRow): TInventoryItemValues {
  return {
    room: row.room,
    category: row.category,
    description: row.description,
    brand_model: row.brandModel,
    quantity: row.quantity,
    purchase_date: row.purchaseDate,
    age_months: row.ageMonths,
    purchase_price_cents: row.purchasePriceCents,
    unit_replacement_cost_cents: row.unitReplacementCostCents,
    condition: row.condition,
    life_years_override: row.lifeYearsOverride,
    valuation_note: row.valuationNote,
  };
}
