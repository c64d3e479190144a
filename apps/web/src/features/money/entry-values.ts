import { ledgerDirectionOf, type TEndorsementStatus, type TLedgerEntry, type TLedgerEntryInput, type TLedgerKind } from '@benji/shared';
import { amountTextOfCents, centsOfAmount } from './amount';

/** An entry's fields as the dialog shows them: text, as typed. */
export interface EntryValues {
  kind: TLedgerKind;
  amount: string;
  occurred_on: string;
  payee: string;
  note: string;
  joint_payee: string;
  endorsement_status: TEndorsementStatus;
}
export type EntryField = keyof EntryValues;
export type EntryProblems = Partial<Record<EntryField, string>>;

/** Only a payment to the policyholder can be a cheque made out jointly (the shared contract's rule). */
export const isChequeKind = (kind: TLedgerKind) => ledgerDirectionOf(kind) === 'to_policyholder';

export const blankEntryValues = (today: string): EntryValues => ({
  kind: 'acv_payment',
  amount: '',
  occurred_on: today,
  payee: '',
  note: '',
  joint_payee: '',
  endorsement_status: 'not_needed',
});

export const entryValuesOf = (entry: TLedgerEntry, locale: string): EntryValues => ({
  kind: entry.kind,
  amount: amountTextOfCents(entry.amount_cents, locale),
  occurred_on: entry.occurred_on,
  payee: entry.payee,
  note: entry.note,
  joint_payee: entry.joint_payee,
  endorsement_status: entry.endorsement_status,
});

/**
 * The other payee typed or cleared: a cheque that gains a second name starts awaiting its
 * endorsement, and one that loses it needs none. A status the user chose is otherwise kept.
 */
export function withJointPayee(values: EntryValues, jointPayee: string): EntryValues {
  const joint = jointPayee.trim() !== '';
  const { endorsement_status: status } = values;
  const next = !joint ? 'not_needed' : status === 'not_needed' ? 'awaiting_endorsement' : status;
  return { ...values, joint_payee: jointPayee, endorsement_status: next };
}

/**
 * The dialog's values as the API's entry, or null when the amount is not one. A kind that is not
 * a payment to the policyholder sends no cheque fields; what was typed in them stays in the form
 * in case the kind is changed back.
 */
export function entryInputOf(values: EntryValues, locale: string): TLedgerEntryInput | null {
  const cents = centsOfAmount(values.amount, locale);
  if (cents === null) return null;
  const cheque = isChequeKind(values.kind);
  return {
    kind: values.kind,
    amount_cents: cents,
    occurred_on: values.occurred_on,
    payee: values.payee,
    note: values.note,
    joint_payee: cheque ? values.joint_payee : '',
    endorsement_status: cheque ? values.endorsement_status : 'not_needed',
  };
}

/** The server's field names as the dialog's fields. */
const FIELD_OF: Record<string, EntryField> = {
  kind: 'kind',
  amount_cents: 'amount',
  occurred_on: 'occurred_on',
  payee: 'payee',
  note: 'note',
  joint_payee: 'joint_payee',
  endorsement_status: 'endorsement_status',
};

/** A 400's field lists ({ "amount_cents": ["…"] }) as the dialog's fields; a field it does not show is left out. */
export function serverProblems(body: unknown): EntryProblems {
  if (typeof body !== 'object' || body === null) return {};
  const problems: EntryProblems = {};
  for (const [name, value] of Object.entries(body as Record<string, unknown>)) {
    const field = FIELD_OF[name];
    if (field && Array.isArray(value) && typeof value[0] === 'string') problems[field] ??= value[0];
  }
  return problems;
}
