import { describe, expect, it } from 'vitest';
import { todayUtc } from '../claims/incident-date';
import { ZLedgerEntryInput } from './contracts';
import { LEDGER_AMOUNT_MAX_CENTS } from './limits';
import { LedgerMessage } from './messages';

const valid = { kind: 'acv_payment', amount_cents: 1_215_000, occurred_on: '2024-05-10' };

/** The messages a refused entry answers, by field. */
function problems(entry: Record<string, unknown>): Record<string, string[]> {
  const parsed = ZLedgerEntryInput.safeParse(entry);
  if (parsed.success) return {};
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return fields;
}

describe('ZLedgerEntryInput', () => {
  it('fills the text and cheque fields a quick entry leaves out', () => {
    expect(ZLedgerEntryInput.parse(valid)).toEqual({ ...valid, payee: '', note: '', joint_payee: '', endorsement_status: 'not_needed' });
  });

  it('takes today, and refuses tomorrow', () => {
    const tomorrow = new Date(Date.now() + 24 * 60 * 60 * 1000);
    expect(problems({ ...valid, occurred_on: todayUtc() })).toEqual({});
    expect(problems({ ...valid, occurred_on: todayUtc(tomorrow) })).toEqual({ occurred_on: [LedgerMessage.dateFuture] });
  });

  it.each([
    ['zero', 0],
    ['a negative amount', -100],
    ['a fraction of a cent', 10.5],
    ['more than the maximum', LEDGER_AMOUNT_MAX_CENTS + 1],
    ['text', '$1,200'],
  ])('refuses an amount of %s', (_name, amount_cents) => {
    expect(problems({ ...valid, amount_cents })).toEqual({ amount_cents: [LedgerMessage.amountCents] });
  });

  it('takes a joint cheque with its status, and refuses one with none', () => {
    const cheque = { ...valid, joint_payee: 'First Bank (mortgagee)' };
    expect(problems({ ...cheque, endorsement_status: 'awaiting_endorsement' })).toEqual({});
    expect(problems(cheque)).toEqual({ endorsement_status: [LedgerMessage.jointPayeeNeedsEndorsement] });
  });

  it('refuses an endorsement status with no other payee, and a joint payee on what the policyholder pays', () => {
    expect(problems({ ...valid, endorsement_status: 'endorsed' })).toEqual({ joint_payee: [LedgerMessage.endorsementNeedsJointPayee] });
    expect(problems({ ...valid, kind: 'deductible', joint_payee: 'First Bank', endorsement_status: 'endorsed' })).toEqual({
      joint_payee: [LedgerMessage.jointPayeeOnlyOnPayments],
    });
  });
});
