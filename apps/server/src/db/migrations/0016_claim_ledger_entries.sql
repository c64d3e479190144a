-- The payments ledger of a claim (issue 25, item 4): one row per amount on the claim. Money in whole
-- cents; the direction is the kind's, never stored, so it cannot disagree with it. Rows belong to a
-- user through their claim, as the inventory's do. Valid for PostgreSQL 15 and PGlite.
CREATE TABLE claim_ledger_entries (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  -- The same kinds as packages/shared/src/ledger/entry-kinds.ts.
  kind varchar(40) NOT NULL CONSTRAINT claim_ledger_entries_kind_check CHECK (kind IN (
    'acv_payment', 'depreciation_held_back', 'depreciation_released', 'living_expense_incurred',
    'living_expense_reimbursed', 'contractor_payment', 'deductible', 'other_payment')),
  amount_cents integer NOT NULL CONSTRAINT claim_ledger_entries_amount_check CHECK (amount_cents BETWEEN 1 AND 1000000000),
  occurred_on date NOT NULL,
  payee varchar(150) NOT NULL DEFAULT '',
  note varchar(500) NOT NULL DEFAULT '',
  -- The other name on a cheque made out jointly (the mortgage company), and whether it has signed.
  joint_payee varchar(150) NOT NULL DEFAULT '',
  endorsement_status varchar(30) NOT NULL DEFAULT 'not_needed'
    CONSTRAINT claim_ledger_entries_endorsement_check CHECK (endorsement_status IN (
      'not_needed', 'awaiting_endorsement', 'endorsed', 'deposited')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT claim_ledger_entries_cheque_check CHECK ((joint_payee = '') = (endorsement_status = 'not_needed'))
);
-- One claim's ledger in date order, then the order it was entered.
CREATE INDEX claim_ledger_entries_claim_idx ON claim_ledger_entries(claim_id, occurred_on, id);
