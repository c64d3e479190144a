import type { TInventoryItem } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { EntryText } from './entry-rows';
import { changesOf, editValuesOf } from './edit-values';

const item: TInventoryItem = {
  id: 3,
  claim_id: 1,
  room: 'Den',
  category: 'furniture',
  description: 'Sofa',
  brand_model: 'IKEA',
  quantity: 2,
  purchase_date: null,
  age_months: 30,
  purchase_price_cents: null,
  unit_replacement_cost_cents: 129_999,
  condition: 'good',
  life_years_override: null,
  valuation_note: '',
  valuation: {
    age_months: 30,
    life_years: 15,
    depreciation_basis_points: 1_666,
    rcv_cents: 259_998,
    depreciation_cents: 43_315,
    acv_cents: 216_683,
  },
  attachment_count: 0,
};

describe('the edit dialog values', () => {
  it('shows an item as text and reads it back unchanged', () => {
    const values = editValuesOf(item);
    expect(values).toMatchObject({ quantity: '2', age_years: '2.5', cost: '1299.99', purchase_date: '', life_years: '' });
    expect(changesOf(values)).toEqual({
      changes: {
        room: 'Den',
        category: 'furniture',
        description: 'Sofa',
        brand_model: 'IKEA',
        quantity: 2,
        purchase_date: null,
        age_months: 30,
        unit_replacement_cost_cents: 129_999,
        condition: 'good',
        life_years_override: null,
        valuation_note: '',
      },
    });
  });

  it('sends the purchase date instead of the age when one is given, and a life with its note', () => {
    const result = changesOf({ ...editValuesOf(item), purchase_date: '2023-01-15', life_years: '9', note: 'Barely used.' });
    expect(result).toMatchObject({
      changes: { purchase_date: '2023-01-15', age_months: null, life_years_override: 9, valuation_note: 'Barely used.' },
    });
  });

  it('names each field that cannot be read', () => {
    expect(changesOf({ ...editValuesOf(item), quantity: 'two', cost: '', age_years: '', life_years: '0' })).toEqual({
      problems: {
        quantity: EntryText.quantity,
        cost: EntryText.cost,
        age_years: EntryText.age,
        life_years: 'Enter whole years from 1 to 100.',
      },
    });
  });
});
