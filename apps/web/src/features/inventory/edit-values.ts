import { INVENTORY_LIFE_MAX_YEARS, INVENTORY_QUANTITY_MAX, type TInventoryItem, type TInventoryItemChanges } from '@benji/shared';
import { i18n } from '../../i18n/i18n';
import { EntryText } from './entry-rows';
import { centsOfDollars, dollarsOfCents, monthsOfYears, wholeNumberOf, yearsOfMonths } from './entry-values';

/** An item's fields as the edit dialog shows them: text, as typed. */
export interface EditValues {
  room: string;
  category: TInventoryItem['category'];
  description: string;
  brand_model: string;
  quantity: string;
  age_years: string;
  purchase_date: string;
  cost: string;
  condition: TInventoryItem['condition'];
  life_years: string;
  note: string;
}
export type EditField = keyof EditValues;

export const editValuesOf = (item: TInventoryItem): EditValues => ({
  room: item.room,
  category: item.category,
  description: item.description,
  brand_model: item.brand_model,
  quantity: String(item.quantity),
  age_years: item.age_months === null ? '' : yearsOfMonths(item.age_months),
  purchase_date: item.purchase_date ?? '',
  cost: dollarsOfCents(item.unit_replacement_cost_cents),
  condition: item.condition,
  life_years: item.life_years_override === null ? '' : String(item.life_years_override),
  note: item.valuation_note,
});

/** The server's field names as the dialog's fields. */
const EDIT_FIELD_OF: Record<string, EditField> = {
  room: 'room',
  category: 'category',
  description: 'description',
  brand_model: 'brand_model',
  quantity: 'quantity',
  age_months: 'age_years',
  purchase_date: 'purchase_date',
  unit_replacement_cost_cents: 'cost',
  condition: 'condition',
  life_years_override: 'life_years',
  valuation_note: 'note',
};

/** The server's field lists as the dialog's fields; what names none of them is the form's own message. */
export function serverProblems(body: unknown): Partial<Record<EditField, string>> {
  if (typeof body !== 'object' || body === null) return {};
  const problems: Partial<Record<EditField, string>> = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const field = EDIT_FIELD_OF[name];
    if (field && Array.isArray(value) && typeof value[0] === 'string') problems[field] ??= value[0];
  }
  return problems;
}

/**
 * The dialog's values as a PATCH, or what to fix first. The age or the purchase date, whichever is
 * filled, is sent and the other cleared; the server checks the rules that need the claim.
 */
export function changesOf(values: EditValues): { changes: TInventoryItemChanges } | { problems: Partial<Record<EditField, string>> } {
  const problems: Partial<Record<EditField, string>> = {};
  const quantity = wholeNumberOf(values.quantity, INVENTORY_QUANTITY_MAX);
  const cents = centsOfDollars(values.cost);
  const date = values.purchase_date.trim();
  const months = date === '' ? monthsOfYears(values.age_years) : null;
  const life = values.life_years.trim() === '' ? null : wholeNumberOf(values.life_years, INVENTORY_LIFE_MAX_YEARS);
  if (quantity === null) problems.quantity = EntryText.quantity;
  if (cents === null) problems.cost = EntryText.cost;
  if (date === '' && months === null) problems.age_years = EntryText.age;
  if (values.life_years.trim() !== '' && life === null)
    problems.life_years = i18n.t('inventory:problems.lifeYears', { max: INVENTORY_LIFE_MAX_YEARS });
  if (quantity === null || cents === null || Object.keys(problems).length > 0) return { problems };
  return {
    changes: {
      room: values.room,
      category: values.category,
      description: values.description,
      brand_model: values.brand_model,
      quantity,
      purchase_date: date === '' ? null : date,
      age_months: months,
      unit_replacement_cost_cents: cents,
      condition: values.condition,
      life_years_override: life,
      valuation_note: values.note,
    },
  };
}
