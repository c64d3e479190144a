import type { TLedgerEntry } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { blankEntryValues, entryInputOf, entryValuesOf, serverProblems, withJointPayee } from './entry-values';

const entry: TLedgerEntry = {
  id: 7,
  claim_id: 3,
  kind: 'acv_payment',
  direction: 'to_policyholder',
  amount_cents: 1_200_050,
  occurred_on: '2026-11-02',
  payee: 'Ana Ruiz',
  note: 'First cheque',
  joint_payee: 'Prairie Mortgage',
  endorsement_status: 'awaiting_endorsement',
};

describe('the entry dialog values', () => {
  it('round-trip an entry through the form, in English and in Canadian French', () => {
    for (const locale of ['en-US', 'fr-CA']) {
      const { direction: _, id: __, claim_id: ___, ...fields } = entry;
      expect(entryInputOf(entryValuesOf(entry, locale), locale)).toEqual(fields);
    }
  });

  it('send no amount when it is not one', () => {
    expect(entryInputOf({ ...blankEntryValues('2026-11-02'), amount: '12,99' }, 'en-US')).toBeNull();
  });

  it('send no cheque fields for a kind that is not a payment to the policyholder, and keep them in the form', () => {
    const values = { ...entryValuesOf(entry, 'en-US'), kind: 'depreciation_held_back' as const };
    expect(entryInputOf(values, 'en-US')).toMatchObject({ joint_payee: '', endorsement_status: 'not_needed' });
    expect(values.joint_payee).toBe('Prairie Mortgage');
  });

  it('start a joint cheque awaiting endorsement, keep a status chosen, and need none once the name is cleared', () => {
    const blank = blankEntryValues('2026-11-02');
    const joint = withJointPayee(blank, 'P');
    expect(joint.endorsement_status).toBe('awaiting_endorsement');
    expect(withJointPayee({ ...joint, endorsement_status: 'endorsed' }, 'Prairie').endorsement_status).toBe('endorsed');
    expect(withJointPayee(joint, '  ').endorsement_status).toBe('not_needed');
  });
});

describe('serverProblems', () => {
  it('puts the server field lists beside the dialog fields', () => {
    expect(serverProblems({ amount_cents: ['Too much.'], joint_payee: ['Name the other payee.'], claim: ['x'] })).toEqual({
      amount: 'Too much.',
      joint_payee: 'Name the other payee.',
    });
    expect(serverProblems({ detail: 'Not found.' })).toEqual({});
    expect(serverProblems(undefined)).toEqual({});
  });
});
