// Drizzle's view of migrations/0004_public_site.sql. Change both together.
import { char, integer, pgTable, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const subscriptionPackages = pgTable('subscription_packages', {
  id: serial('id').primaryKey(),
  packageType: varchar('package_type', { length: 100 }).notNull().unique(),
  amountCents: integer('amount_cents').notNull(),
  currency: char('currency', { length: 3 }).notNull().default('usd'),
  packageStatus: varchar('package_status', { length: 20 }).notNull().default('Active'),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type SubscriptionPackageRow = typeof subscriptionPackages.$inferSelect;

export const checkoutSessions = pgTable(
  'checkout_sessions',
  {
    id: varchar('id', { length: 255 }).primaryKey(),
    userId: integer('user_id').notNull(),
    packageId: integer('package_id').notNull(),
    provider: varchar('provider', { length: 10, enum: ['stripe', 'local'] }).notNull(),
    status: varchar('status', { length: 12, enum: ['open', 'complete', 'expired', 'cancelled'] })
      .notNull()
      .default('open'),
    amountCents: integer('amount_cents').notNull(),
    stripeCustomerId: varchar('stripe_customer_id', { length: 255 }),
    stripeSubscriptionId: varchar('stripe_subscription_id', { length: 255 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    completedAt: timestamptz('completed_at'),
  },
  (table) => [
    index('checkout_sessions_user_idx').on(table.userId),
    index('checkout_sessions_subscription_idx').on(table.stripeSubscriptionId),
  ],
);
export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export const stripeEvents = pgTable('stripe_events', {
  id: varchar('id', { length: 255 }).primaryKey(),
  type: varchar('type', { length: 100 }).notNull(),
  receivedAt: timestamptz('received_at').notNull().defaultNow(),
});

export const contactMessages = pgTable('contact_messages', {
  id: serial('id').primaryKey(),
  firstName: varchar('first_name', { length: 100 }).notNull().default(''),
  lastName: varchar('last_name', { length: 100 }).notNull().default(''),
  country: varchar('country', { length: 100 }).notNull().default(''),
  email: varchar('email', { length: 254 }).notNull(),
  message: varchar('message', { length: 5000 }).notNull().default(''),
  mailedAt: timestamptz('mailed_at'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const legalDocuments = pgTable('legal_documents', {
  id: serial('id').primaryKey(),
  kind: varchar('kind', { length: 20, enum: ['privacy', 'terms'] })
    .notNull()
    .unique(),
  content: text('content').notNull(),
  sourceHash: char('source_hash', { length: 64 }),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type LegalDocumentRow = typeof legalDocuments.$inferSelect;
