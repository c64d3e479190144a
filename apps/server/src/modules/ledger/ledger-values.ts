import { ledgerDirectionOf, type TLedgerEntry, type TLedgerEntryValues } from '@benji/shared';
import type { LedgerEntryRow } from '../../db/schema';
import type { LedgerValues } from './ledger.repository';

/** Checked API values as the table's columns. */
export function toColumns(values: TLedgerEntryValues): LedgerValues {
  return {
    kind: values.kind,
    amountCents: values.amount_cents,
    occurredOn: values.occurred_on,
    payee: values.payee,
    note: values.note,
    jointPayee: values.joint_payee,
    endorsementStatus: values.endorsement_status,
  };
}

/** A stored entry as API values, for a change to be laid over. */
export function toValues(row: LedgerEntryRow): TLedgerEntryValues {
  return {
    kind: row.kind,
    amount_cents: row.amountCents,
    occurred_on: row.occurredOn,
    payee: row.payee,
    note: row.note,
    joint_payee: row.jointPayee,
    endorsement_status: row.endorsementStatus,
  };
}

/** A stored entry as the API sends it, its direction read from its kind. */
export function toLedgerEntry(row: LedgerEntryRow): TLedgerEntry {
  return { id: row.id, claim_id: row.claimId, direction: ledgerDirectionOf(row.kind), ...toValues(row) };
}
