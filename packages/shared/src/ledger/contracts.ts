import { z } from 'zod';
import { FieldMessage } from '../field-messages';
import { isFutureDate, isRealDate } from '../claims/incident-date';
import { textField } from '../validation/text-field';
import {
  ENDORSEMENT_STATUSES,
  LEDGER_DIRECTIONS,
  LEDGER_KINDS,
  ledgerDirectionOf,
  type TEndorsementStatus,
  type TLedgerKind,
} from './entry-kinds';
import { LEDGER_AMOUNT_MAX_CENTS, LEDGER_NOTE_MAX_LENGTH, LEDGER_PAYEE_MAX_LENGTH } from './limits';
import { LedgerMessage } from './messages';

/** The ledger hangs under the claim it belongs to, beside my-claims/{id}/inventory/. */
export const ledgerPaths = {
  entries: (claimId: number) => `/api/my-claims/${claimId}/ledger/`,
  entry: (claimId: number, entryId: number) => `/api/my-claims/${claimId}/ledger/${entryId}/`,
  suggestions: (claimId: number) => `/api/my-claims/${claimId}/ledger/suggestions/`,
  /** What the claim's policy caps living expenses at. */
  policyTerms: (claimId: number) => `/api/my-claims/${claimId}/ledger/policy-terms/`,
  /** A letter drafted from the ledger and the claim record (ledger/letters). */
  letter: (claimId: number, kind: string) => `/api/my-claims/${claimId}/ledger/letters/${kind}/`,
} as const;

const optionalText = (max: number) =>
  textField({ error: FieldMessage.notAString })
    .trim()
    .max(max, { error: FieldMessage.maxLength(max) });

const amountCents = z
  .number({ error: LedgerMessage.amountCents })
  .int({ error: LedgerMessage.amountCents })
  .min(1, { error: LedgerMessage.amountCents })
  .max(LEDGER_AMOUNT_MAX_CENTS, { error: LedgerMessage.amountCents });

// A day after today in UTC is refused: every US state and Canadian province is behind UTC, so the
// policyholder's own today always passes.
const occurredOn = z.string({ error: LedgerMessage.dateInvalid }).check((ctx) => {
  const problem = !isRealDate(ctx.value) ? LedgerMessage.dateInvalid : isFutureDate(ctx.value) ? LedgerMessage.dateFuture : null;
  if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
});

/** An entry's fields as the API speaks them; money is whole cents, never a float. */
const entryFields = {
  kind: z.enum(LEDGER_KINDS, { error: LedgerMessage.kindUnknown }),
  amount_cents: amountCents,
  occurred_on: occurredOn,
  /** Who the money went to: the contractor, the hotel, the policyholder. */
  payee: optionalText(LEDGER_PAYEE_MAX_LENGTH),
  note: optionalText(LEDGER_NOTE_MAX_LENGTH),
  /** The other name on a cheque made out jointly: the mortgage company, a contractor. */
  joint_payee: optionalText(LEDGER_PAYEE_MAX_LENGTH),
  endorsement_status: z.enum(ENDORSEMENT_STATUSES, { error: LedgerMessage.endorsementUnknown }),
};

interface ChequeShape {
  kind: TLedgerKind;
  joint_payee: string;
  endorsement_status: TEndorsementStatus;
}

// A joint cheque cannot be cashed until the other payee signs, so its status must say where that
// stands; a status with no other payee would claim a signature nobody owes.
function checkCheque(entry: ChequeShape, ctx: z.core.$RefinementCtx<ChequeShape>): void {
  const joint = entry.joint_payee !== '';
  if (joint && ledgerDirectionOf(entry.kind) !== 'to_policyholder')
    ctx.addIssue({ code: 'custom', path: ['joint_payee'], message: LedgerMessage.jointPayeeOnlyOnPayments });
  else if (joint && entry.endorsement_status === 'not_needed')
    ctx.addIssue({ code: 'custom', path: ['endorsement_status'], message: LedgerMessage.jointPayeeNeedsEndorsement });
  else if (!joint && entry.endorsement_status !== 'not_needed')
    ctx.addIssue({ code: 'custom', path: ['joint_payee'], message: LedgerMessage.endorsementNeedsJointPayee });
}

/** A new entry: the text and cheque fields may be left out. */
export const ZLedgerEntryInput = z
  .object({
    ...entryFields,
    payee: entryFields.payee.default(''),
    note: entryFields.note.default(''),
    joint_payee: entryFields.joint_payee.default(''),
    endorsement_status: entryFields.endorsement_status.default('not_needed'),
  })
  .superRefine(checkCheque);
export type TLedgerEntryInput = z.input<typeof ZLedgerEntryInput>;
export type TLedgerEntryValues = z.output<typeof ZLedgerEntryInput>;

/** PATCH: any of the fields, with no defaults (a field left out stays as it is); the entry as changed must still pass ZLedgerEntryInput. */
export const ZLedgerEntryChanges = z.object(entryFields).partial();
export type TLedgerEntryChanges = z.input<typeof ZLedgerEntryChanges>;

export const ZLedgerEntry = z.object({
  id: z.number().int(),
  claim_id: z.number().int(),
  kind: z.enum(LEDGER_KINDS),
  direction: z.enum(LEDGER_DIRECTIONS),
  amount_cents: z.number().int(),
  occurred_on: z.string(),
  payee: z.string(),
  note: z.string(),
  joint_payee: z.string(),
  endorsement_status: z.enum(ENDORSEMENT_STATUSES),
});
export type TLedgerEntry = z.infer<typeof ZLedgerEntry>;

const cents = z.number().int();

export const ZLedgerTotals = z.object({
  /** Everything the insurer has paid the policyholder, releases and reimbursements included. */
  paid_to_date_cents: cents,
  /** Depreciation held back less what has been released; never below zero. */
  held_back_cents: cents,
  living_expenses: z.object({ incurred_cents: cents, reimbursed_cents: cents, outstanding_cents: cents }),
  deductible_cents: cents,
  /** Joint cheques still waiting for the other payee's signature. */
  awaiting_endorsement_cents: cents,
  by_kind: z.record(z.enum(LEDGER_KINDS), cents),
});
export type TLedgerTotals = z.infer<typeof ZLedgerTotals>;

export const ZLedgerList = z.object({ entries: z.array(ZLedgerEntry), totals: ZLedgerTotals });
export type TLedgerList = z.infer<typeof ZLedgerList>;

export const ZLedgerEntryWithMessage = z.object({ message: z.string(), entry: ZLedgerEntry });
