import { FieldMessage, LedgerMessage } from '@benji/shared';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../i18n/i18n';
import { serverFieldTexts } from '../../i18n/server-text';
import { serverProblems } from './entry-values';

// A 400 as the server sends it for a ledger entry: field lists, English only.
const refusal = {
  occurred_on: [LedgerMessage.dateBeforeIncident('2026-10-01')],
  joint_payee: [LedgerMessage.jointPayeeOnlyOnPayments],
  note: [FieldMessage.controlCharacters],
};
const said = () => serverFieldTexts(serverProblems(refusal));

afterEach(() => applyLocale('en-US'));

describe("the entry dialog's server field errors", () => {
  it('reach a French reader in French, the date as sent', async () => {
    await applyLocale('fr-CA');
    expect(await said()).toEqual({
      occurred_on: 'La date ne peut pas être antérieure à la date du sinistre (2026-10-01).',
      joint_payee: 'Seul un paiement qui vous est versé peut être un chèque libellé à plusieurs bénéficiaires.',
      note: 'Ce champ ne peut pas contenir de caractères de contrôle.',
    });
  });

  it('reach a Spanish reader in Spanish', async () => {
    await applyLocale('es-US');
    expect(await said()).toEqual({
      occurred_on: 'La fecha no puede ser anterior a la fecha del incidente (2026-10-01).',
      joint_payee: 'Solo un pago a usted puede ser un cheque a nombre de varios beneficiarios.',
      note: 'Este campo no puede contener caracteres de control.',
    });
  });

  it('reach an English reader exactly as the server wrote them', async () => {
    expect(await said()).toEqual({
      occurred_on: 'The date cannot be before the date of incident (2026-10-01).',
      joint_payee: 'Only a payment to you can be a cheque made out jointly.',
      note: 'This field cannot contain control characters.',
    });
  });
});
