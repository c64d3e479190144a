import type { TInventoryItem } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import frenchInventory from '../../../i18n/catalogues/fr-CA/inventory.json';
import { i18n } from '../../../i18n/i18n';
import { moneyFormatter } from '../format';
import { ItemList } from './item-list';

const item = (id: number, attachments = 0): TInventoryItem => ({
  id,
  claim_id: 1,
  room: 'Garage',
  category: 'tools',
  description: `Box ${id}`,
  brand_model: '',
  quantity: 1,
  purchase_date: null,
  age_months: 12,
  purchase_price_cents: null,
  unit_replacement_cost_cents: 1_000,
  condition: 'good',
  life_years_override: null,
  valuation_note: '',
  valuation: {
    age_months: 12,
    life_years: 10,
    depreciation_basis_points: 1_000,
    rcv_cents: 1_000,
    depreciation_cents: 100,
    acv_cents: 900,
  },
  attachment_count: attachments,
});

describe('the item list', () => {
  it('puts only the rows in view in the page, and tells assistive technology how many there are', () => {
    const items = Array.from({ length: 2_000 }, (_, index) => item(index + 1));
    render(<ItemList items={items} money={(cents) => `$${cents / 100}`} onEdit={vi.fn()} onDuplicate={vi.fn()} onDelete={vi.fn()} />);
    const rows = screen.getAllByRole('row');
    // The header row and a screenful with its overscan, not 2,000.
    expect(rows.length).toBeGreaterThan(5);
    expect(rows.length).toBeLessThan(30);
    expect(screen.getByRole('table').getAttribute('aria-rowcount')).toBe('2001');
    expect(screen.getByText('Box 1')).toBeTruthy();
    expect(screen.queryByText('Box 2000')).toBeNull();
  });

  it('badges a row with its count of photos and receipts, and only a row that has some', () => {
    render(
      <ItemList
        items={[item(1, 3), item(2)]}
        money={(cents) => `$${cents / 100}`}
        onEdit={vi.fn()}
        onDuplicate={vi.fn()}
        onDelete={vi.fn()}
      />,
    );
    const [first, second] = screen.getAllByRole('row').slice(1);
    expect(first!.textContent).toContain('3 photos or receipts');
    expect(second!.textContent).not.toContain('photo');
  });

  it('shows the category in the interface language, the stored id unchanged, and amounts in <data>', async () => {
    i18n.addResourceBundle('fr-CA', 'inventory', frenchInventory);
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      render(<ItemList items={[item(1)]} money={moneyFormatter('Canada')} onEdit={vi.fn()} onDuplicate={vi.fn()} onDelete={vi.fn()} />);
      const row = screen.getAllByRole('row')[1]!;
      expect(row.textContent).toContain('Outils');
      const amounts = [...row.querySelectorAll('data')].map((data) => [data.value, data.textContent!.replace(/\s/g, ' ')]);
      expect(amounts).toEqual([
        ['10.00', '10,00 $'],
        ['1.00', '1,00 $'],
        ['9.00', '9,00 $'],
      ]);
      expect(screen.getByRole('button', { name: 'Modifier Box 1' })).toBeTruthy();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
