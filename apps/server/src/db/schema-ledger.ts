// Drizzle's view of migrations/0016_claim_ledger_entries.sql. Change both together.
import { customType, index, integer, pgTable, serial, timestamp, varchar } from 'drizzle-orm/pg-core';
import { ENDORSEMENT_STATUSES, LEDGER_KINDS } from '@benji/shared';

/** A calendar day, read and written as 'YYYY-MM-DD'. */
const isoDate = customType<{ data: string; driverData: string }>({ dataType: () => 'date' });
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const claimLedgerEntries = pgTable(
  'claim_ledger_entries',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    kind: varchar('kind', { length: 40, enum: LEDGER_KINDS }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    occurredOn: isoDate('occurred_on').notNull(),
    payee: varchar('payee', { length: 150 }).notNull().default(''),
    note: varchar('note', { length: 500 }).notNull().default(''),
    jointPayee: varchar('joint_payee', { length: 150 }).notNull().default(''),
    endorsementStatus: varchar('endorsement_status', { length: 30, enum: ENDORSEMENT_STATUSES }).notNull().default('not_needed'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('claim_ledger_entries_claim_idx').on(table.claimId, table.occurredOn, table.id)],
);
export type LedgerEntryRow = typeof claimLedgerEntries.$inferSelect;
