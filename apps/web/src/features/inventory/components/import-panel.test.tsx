import { InventoryMessage } from '@benji/shared';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import english from '../../../i18n/catalogues/en/inventory.json';
import spanish from '../../../i18n/catalogues/es-US/inventory.json';
import french from '../../../i18n/catalogues/fr-CA/inventory.json';
import { applyLocale, loadNamespace } from '../../../i18n/i18n';
import { initialAuthState } from '../../../store/auth-slice';
import { createTestStore } from '../../../store/create-store';
import { answerFetch, json } from '../../../test/fetch';
import { ImportPanel } from './import-panel';

// The import's refusal as the server sends it: the count in English, each row's problem in English.
const refused = InventoryMessage.importRefused(2);
const refusal = {
  detail: refused,
  message: refused,
  code: 'inventory.importRefused',
  rows: [
    { row: 1, field: 'row', message: InventoryMessage.importUnclosedQuote },
    { row: 3, field: 'Replacement cost', message: InventoryMessage.importMoneyUnreadable },
  ],
};

/** Imports a sheet the server refuses, and returns the refusal as the panel shows it. */
async function importRefused(words: typeof english.import): Promise<HTMLElement> {
  answerFetch(() => json(refusal, 400));
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true } });
  render(
    <Provider store={store}>
      <ImportPanel claimId={7} />
    </Provider>,
  );
  const user = userEvent.setup();
  await user.upload(screen.getByLabelText(words.file), new File(['Room,Description\n'], 'contents.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: words.import }));
  return screen.findByRole('alert');
}

const rowsOf = (alert: HTMLElement, words: typeof english.import) =>
  within(within(alert).getByRole('list', { name: words.problems }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => applyLocale('en-US'));
});

describe("the import's refusal", () => {
  it.each([
    [
      'fr-CA',
      french.import,
      '2 lignes comportent des problèmes; rien n’a été importé.',
      [
        'Ligne 1 : Une valeur entre guillemets n’est pas fermée : tout ce qui suit son guillemet ouvrant a été lu comme une seule valeur.',
        'Ligne 3, Replacement cost : Entrez un montant comme 1 299,99 $ ou 40 $.',
      ],
    ],
    [
      'es-US',
      spanish.import,
      '2 filas tienen problemas; no se importó nada.',
      [
        'Fila 1: Un valor entre comillas no está cerrado: todo lo que sigue a su comilla de apertura se leyó como un solo valor.',
        'Fila 3, Replacement cost: Ingrese un monto como 1,299.99 o $40.',
      ],
    ],
  ] as const)('names each row’s problem in the %s reader’s language', async (locale, words, heading, rows) => {
    await act(async () => {
      await applyLocale(locale);
      await loadNamespace('inventory');
    });
    const alert = await importRefused(words);
    await vi.waitFor(() => expect(rowsOf(alert, words)).toEqual(rows));
    expect(within(alert).getAllByText(heading)).toHaveLength(1);
  });

  it('is the server’s English, word for word, for an English reader', async () => {
    const alert = await importRefused(english.import);
    expect(within(alert).getByText(refused)).toBeTruthy();
    expect(rowsOf(alert, english.import)).toEqual([
      `Row 1: ${InventoryMessage.importUnclosedQuote}`,
      `Row 3, Replacement cost: ${InventoryMessage.importMoneyUnreadable}`,
    ]);
  });
});
