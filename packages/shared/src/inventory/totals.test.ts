import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { inventoryTotals, type MoneyTotals } from './totals';
import { valueItem } from './valuation';
import { anyValuationInput } from './test-support';

const anyLine = fc
  .record({ room: fc.constantFrom('Kitchen', 'kitchen', 'Living room', 'Garage', 'Bedroom 2'), input: anyValuationInput })
  .map(({ room, input }) => ({ room, category: input.category, quantity: input.quantity, valuation: valueItem(input) }));

const sum = (groups: readonly MoneyTotals[], field: keyof MoneyTotals) => groups.reduce((total, group) => total + group[field], 0);
const fields = ['rcvCents', 'depreciationCents', 'acvCents', 'itemCount'] as const;

describe('inventoryTotals', () => {
  it('adds two rooms of lines by room and by category', () => {
    const line = (room: string, category: string, rcv: number, dep: number) => ({
      room,
      category,
      quantity: 1,
      valuation: { rcvCents: rcv, depreciationCents: dep, acvCents: rcv - dep },
    });
    const totals = inventoryTotals([
      line('Kitchen', 'kitchenware', 1_000, 300),
      line('Den', 'furniture', 5_000, 1_000),
      line('Kitchen', 'furniture', 199, 0),
    ]);
    expect(totals.overall).toEqual({ rcvCents: 6_199, depreciationCents: 1_300, acvCents: 4_899, itemCount: 3 });
    expect(totals.byRoom.map((group) => [group.key, group.acvCents])).toEqual([
      ['Den', 4_000],
      ['Kitchen', 899],
    ]);
    expect(totals.byCategory.map((group) => [group.key, group.rcvCents])).toEqual([
      ['furniture', 5_199],
      ['kitchenware', 1_000],
    ]);
  });

  it('counts one room however its name was capitalised or spaced, under the spelling seen first', () => {
    const line = (room: string) => ({
      room,
      category: 'other',
      quantity: 1,
      valuation: { rcvCents: 100, depreciationCents: 0, acvCents: 100 },
    });
    expect(
      inventoryTotals([line('Kitchen'), line('kitchen '), line('KITCHEN'), line('Den')]).byRoom.map((group) => [group.key, group.rcvCents]),
    ).toEqual([
      ['Den', 100],
      ['Kitchen', 300],
    ]);
  });

  it('answers zeros and no groups for an empty inventory', () => {
    expect(inventoryTotals([])).toEqual({
      overall: { rcvCents: 0, depreciationCents: 0, acvCents: 0, itemCount: 0 },
      byRoom: [],
      byCategory: [],
    });
  });

  it('for any lines, equals the sum of the items, by room, by category and overall', () => {
    fc.assert(
      fc.property(fc.array(anyLine, { maxLength: 60 }), (lines) => {
        const totals = inventoryTotals(lines);
        for (const field of fields) {
          const ofItems =
            field === 'itemCount'
              ? lines.reduce((n, line) => n + line.quantity, 0)
              : lines.reduce((n, line) => n + line.valuation[field], 0);
          expect(totals.overall[field]).toBe(ofItems);
          expect(sum(totals.byRoom, field)).toBe(ofItems);
          expect(sum(totals.byCategory, field)).toBe(ofItems);
        }
        expect(totals.overall.acvCents + totals.overall.depreciationCents).toBe(totals.overall.rcvCents);
      }),
      { numRuns: 500 },
    );
  });
});
