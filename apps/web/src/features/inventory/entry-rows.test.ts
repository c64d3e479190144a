import { InventoryMessage } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { EntryText, addRowAfter, changeRow, emptyRow, problemsFromServer, readEntryRow, removeRow, type EntryRow } from './entry-rows';
import { planSave } from './entry-save';

const filled = (changes: Partial<EntryRow> = {}): EntryRow => ({
  ...emptyRow(),
  description: 'Sofa',
  category: 'furniture',
  age_years: '3',
  cost: '1,500',
  ...changes,
});

describe('the fast-entry rows', () => {
  it('adds a row after the one Enter was pressed in, carrying its category, with a key of its own', () => {
    const rows = [filled(), filled({ category: 'tools' })];
    const next = addRowAfter(rows, 0);
    expect(next).toHaveLength(3);
    expect(next[0]).toBe(rows[0]);
    expect(next[2]).toBe(rows[1]);
    expect(next[1]).toMatchObject({ description: '', category: 'furniture', quantity: '1', condition: 'good' });
    expect(new Set(next.map((row) => row.key)).size).toBe(3);
  });

  it('changes one row only, and keeps one empty row when the last is removed', () => {
    const rows = [filled(), filled()];
    const changed = changeRow(rows, rows[1]!.key, { description: 'Chair' });
    expect(changed.map((row) => row.description)).toEqual(['Sofa', 'Chair']);
    const left = removeRow([rows[0]!], rows[0]!.key);
    expect(left).toHaveLength(1);
    expect(left[0]!.description).toBe('');
  });

  it('reads a row as the API item, in cents and months', () => {
    expect(readEntryRow(filled({ brand_model: ' IKEA ', quantity: '2', age_years: '2.5' }), ' Den ')).toEqual({
      item: {
        room: 'Den',
        category: 'furniture',
        description: 'Sofa',
        brand_model: 'IKEA',
        quantity: 2,
        age_months: 30,
        unit_replacement_cost_cents: 150_000,
        condition: 'good',
      },
    });
  });

  it('says what is wrong in each cell of a row', () => {
    expect(readEntryRow(filled({ description: ' ', category: '', quantity: '0', age_years: 'old', cost: 'lots' }), 'Den')).toEqual({
      problems: {
        description: EntryText.describe,
        category: EntryText.category,
        quantity: EntryText.quantity,
        age_years: EntryText.age,
        cost: EntryText.cost,
      },
    });
  });
});

describe('saving the table', () => {
  it('sends the started rows, in order, with the key of each, and leaves out rows not started', () => {
    const rows = [filled(), emptyRow(), filled({ description: 'Lamp' })];
    const plan = planSave(rows, 'Den', 'Name the room.');
    expect(plan.kind).toBe('send');
    if (plan.kind !== 'send') return;
    expect(plan.items.map((item) => item.description)).toEqual(['Sofa', 'Lamp']);
    expect(plan.keys).toEqual([rows[0]!.key, rows[2]!.key]);
  });

  it('asks for the room and for fixes before sending anything', () => {
    const rows = [filled(), filled({ cost: '' })];
    const plan = planSave(rows, ' ', 'Name the room.');
    expect(plan).toMatchObject({ kind: 'fix', room: 'Name the room.', problems: { [rows[1]!.key]: { cost: EntryText.cost } } });
    expect(planSave([emptyRow()], 'Den', 'Name the room.')).toMatchObject({ kind: 'fix', message: InventoryMessage.batchEmpty });
  });

  it('shows each server problem in the cell of the row it was sent from', () => {
    const keys = ['row-a', 'row-b', 'row-c'];
    const body = {
      'items.2.purchase_date': [InventoryMessage.purchaseAfterIncident('2024-04-02')],
      'items.0.unit_replacement_cost_cents': [InventoryMessage.moneyCents],
      'items.0.quantity': [InventoryMessage.quantity(9_999)],
      'items.1.room': ['This field may not be blank.'],
      items: ['Add at most 200 items at a time.'],
    };
    expect(problemsFromServer(body, keys)).toEqual({
      byRow: {
        'row-c': { age_years: InventoryMessage.purchaseAfterIncident('2024-04-02') },
        'row-a': { cost: InventoryMessage.moneyCents, quantity: InventoryMessage.quantity(9_999) },
      },
      room: 'This field may not be blank.',
      other: 'Add at most 200 items at a time.',
    });
    expect(problemsFromServer({ detail: 'Too many inventory changes.' }, keys)).toEqual({
      byRow: {},
      other: 'Too many inventory changes.',
    });
    expect(problemsFromServer(undefined, keys)).toEqual({ byRow: {} });
  });
});
