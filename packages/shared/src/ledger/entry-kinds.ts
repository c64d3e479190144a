/**
 * Which way an amount moves, from the policyholder's side: paid to them by the insurer, held back
 * by the insurer until a condition is met (repairs done), or paid or owed by the policyholder.
 */
export const LEDGER_DIRECTIONS = ['to_policyholder', 'held_back', 'by_policyholder'] as const;
export type TLedgerDirection = (typeof LEDGER_DIRECTIONS)[number];

/**
 * Every amount on a claim, as a closed list: the direction belongs to the kind, so no entry can
 * count a deductible as money received. A release of held-back depreciation is a payment to the
 * policyholder and also lowers what is still held back.
 */
export const LEDGER_KIND_TABLE = [
  { id: 'acv_payment', label: 'Actual cash value payment', direction: 'to_policyholder' },
  { id: 'depreciation_held_back', label: 'Recoverable depreciation held back', direction: 'held_back' },
  { id: 'depreciation_released', label: 'Recoverable depreciation released', direction: 'to_policyholder' },
  { id: 'living_expense_incurred', label: 'Living expenses incurred', direction: 'by_policyholder' },
  { id: 'living_expense_reimbursed', label: 'Living expenses reimbursed', direction: 'to_policyholder' },
  { id: 'contractor_payment', label: 'Payment to a contractor', direction: 'by_policyholder' },
  { id: 'deductible', label: 'Deductible', direction: 'by_policyholder' },
  { id: 'other_payment', label: 'Other payment received', direction: 'to_policyholder' },
] as const satisfies readonly { id: string; label: string; direction: TLedgerDirection }[];

export type TLedgerKind = (typeof LEDGER_KIND_TABLE)[number]['id'];
export const LEDGER_KINDS = LEDGER_KIND_TABLE.map((row) => row.id) as [TLedgerKind, ...TLedgerKind[]];

const DIRECTION_OF = new Map<TLedgerKind, TLedgerDirection>(LEDGER_KIND_TABLE.map((row) => [row.id, row.direction]));

export const ledgerDirectionOf = (kind: TLedgerKind): TLedgerDirection => DIRECTION_OF.get(kind)!;

/**
 * Where a cheque made out jointly (to the policyholder and the mortgage company, say) stands: it
 * cannot be cashed until every payee has endorsed it.
 */
export const ENDORSEMENT_STATUSES = ['not_needed', 'awaiting_endorsement', 'endorsed', 'deposited'] as const;
export type TEndorsementStatus = (typeof ENDORSEMENT_STATUSES)[number];
