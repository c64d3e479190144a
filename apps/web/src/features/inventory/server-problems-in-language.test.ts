import { InventoryMessage } from '@benji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../i18n/i18n';
import { serverFieldTexts } from '../../i18n/server-text';
import { serverProblems } from './edit-values';

// A 400 as the server sends it for an item's edit: field lists, English only.
const refusal = {
  purchase_date: [InventoryMessage.purchaseAfterIncident('2026-03-14')],
  valuation_note: [InventoryMessage.noteForOverride],
};
const said = () => serverFieldTexts(serverProblems(refusal));

afterEach(() => applyLocale('en-US'));

describe("the edit dialog's server field errors", () => {
  it('reach a French reader in French', async () => {
    await applyLocale('fr-CA');
    expect(await said()).toEqual({
      purchase_date: 'La date d’achat ne peut pas être postérieure à la date du sinistre (2026-03-14).',
      note: 'Expliquez pourquoi la durée de vie utile de cet article diffère de celle du tableau.',
    });
  });

  it('reach a Spanish reader in Spanish', async () => {
    await applyLocale('es-US');
    expect(await said()).toEqual({
      purchase_date: 'La fecha de compra no puede ser posterior a la fecha del incidente (2026-03-14).',
      note: 'Explique por qué la vida útil de este artículo difiere de la tabla.',
    });
  });

  it('reach an English reader exactly as the server wrote them', async () => {
    expect(await said()).toEqual({
      purchase_date: 'The purchase date cannot be after the date of incident (2026-03-14).',
      note: 'Say why this item’s useful life differs from the table.',
    });
  });
});
