import { InventoryMessage } from '@benji/shared';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { FastEntryTable } from './fast-entry-table';

const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

function renderTable(reply: (body: unknown) => Response) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const body: unknown = await request.json();
      sent.push(body);
      return reply(body);
    }),
  );
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true } });
  render(
    <Provider store={store}>
      <FastEntryTable claimId={7} />
    </Provider>,
  );
  return sent;
}

afterEach(() => vi.unstubAllGlobals());

async function typeRow(user: ReturnType<typeof userEvent.setup>, row: number, description: string, cost: string) {
  // The description may be typed already (user-event types nothing for an empty string but throws).
  if (description) await user.type(screen.getByRole('textbox', { name: `Description, row ${row}` }), description);
  await user.selectOptions(screen.getByRole('combobox', { name: `Category, row ${row}` }), 'furniture');
  await user.type(screen.getByRole('textbox', { name: `Age in years, row ${row}` }), '3');
  await user.type(screen.getByRole('textbox', { name: `Replacement cost of one, row ${row}` }), cost);
}

describe('the fast-entry table', () => {
  it('moves by Tab across a row, opens the next row with Enter and focuses it', async () => {
    const user = userEvent.setup();
    renderTable(() => answer(201, { message: '0 items added.', items: [] }));
    await user.click(screen.getByRole('textbox', { name: 'Description, row 1' }));
    await user.keyboard('Sofa');
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('combobox', { name: 'Category, row 1' }));
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Description, row 2' }));
    expect((screen.getByRole('textbox', { name: 'Description, row 1' }) as HTMLInputElement).value).toBe('Sofa');
  });

  it('keeps every row as typed when the server refuses, with its problem in the cell it belongs to', async () => {
    const user = userEvent.setup();
    const sent = renderTable(() => answer(400, { 'items.1.purchase_date': [InventoryMessage.purchaseAfterIncident('2024-04-02')] }));
    await user.type(screen.getByRole('textbox', { name: 'Room' }), 'Den');
    await typeRow(user, 1, 'Sofa', '1,500');
    await user.keyboard('{Enter}');
    await typeRow(user, 2, 'Chair', '80');
    await user.click(screen.getByRole('button', { name: 'Save 2 items' }));

    expect(await screen.findByText(InventoryMessage.purchaseAfterIncident('2024-04-02'))).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Age in years, row 2' }).getAttribute('aria-invalid')).toBe('true');
    expect((screen.getByRole('textbox', { name: 'Description, row 1' }) as HTMLInputElement).value).toBe('Sofa');
    expect((screen.getByRole('textbox', { name: 'Description, row 2' }) as HTMLInputElement).value).toBe('Chair');
    expect((screen.getByRole('textbox', { name: 'Replacement cost of one, row 1' }) as HTMLInputElement).value).toBe('1,500');
    expect(screen.getByRole('alert').textContent).toContain('nothing was saved');
    // Listed by row too, for a phone where the cell is scrolled out of sight.
    expect(screen.getByRole('alert').textContent).toContain(`Row 2: ${InventoryMessage.purchaseAfterIncident('2024-04-02')}`);
    expect(sent).toEqual([
      {
        items: [
          expect.objectContaining({ room: 'Den', description: 'Sofa', unit_replacement_cost_cents: 150_000, age_months: 36 }),
          expect.objectContaining({ room: 'Den', description: 'Chair', unit_replacement_cost_cents: 8_000 }),
        ],
      },
    ]);
  });

  it('sends nothing while a row has a problem, and clears the table once saved', async () => {
    const user = userEvent.setup();
    const sent = renderTable(() => answer(201, { message: '1 item added.', items: [] }));
    await user.type(screen.getByRole('textbox', { name: 'Description, row 1' }), 'Lamp');
    await user.click(screen.getByRole('button', { name: 'Save 1 item' }));
    expect(screen.getByText('Name the room these items were in.')).toBeTruthy();
    expect(sent).toEqual([]);

    await user.type(screen.getByRole('textbox', { name: 'Room' }), 'Den');
    await typeRow(user, 1, '', '40');
    await user.click(screen.getByRole('button', { name: 'Save 1 item' }));
    expect(await screen.findByRole('button', { name: 'Save 0 items' })).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect((screen.getByRole('textbox', { name: 'Description, row 1' }) as HTMLInputElement).value).toBe('');
  });
});
