// Drizzle's view of the tables that migrations/*.sql create. Change both together.
import { ACCOUNT_LANGUAGES } from '@benji/shared';
import { boolean, char, customType, integer, pgTable, serial, text, timestamp, uuid, varchar, index } from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});
const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: varchar('email', { length: 254 }).notNull().unique(),
  fullName: varchar('full_name', { length: 150 }).notNull().default(''),
  address: varchar('address', { length: 300 }).notNull().default(''),
  phoneNumber: varchar('phone_number', { length: 15 }).notNull().default(''),
  phoneExtension: varchar('phone_extension', { length: 10 }).notNull().default(''),
  bio: varchar('bio', { length: 1000 }).notNull().default(''),
  passwordHash: text('password_hash'),
  googleSub: varchar('google_sub', { length: 255 }).unique(),
  // Sign-up mails a code; until it comes back, nobody has shown that the address is theirs.
  emailVerified: boolean('email_verified').notNull().default(false),
  // The language of every e-mail to the account holder.
  language: varchar('language', { length: 5, enum: ACCOUNT_LANGUAGES }),
  profileImageId: uuid('profile_image_id'),
  signupDate: timestamptz('signup_date').notNull().defaultNow(),
  isSubscription: boolean('is_subscription').notNull().default(false),
  subscriptionPlan: varchar('subscription_plan', { length: 100 }),
  subscriptionPeriodEnd: timestamptz('subscription_period_end'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});
export type UserRow = typeof users.$inferSelect;

export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    revokedAt: timestamptz('revoked_at'),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    tokenHash: char('token_hash', { length: 64 }).notNull().unique(),
    expiresAt: timestamptz('expires_at').notNull(),
    usedAt: timestamptz('used_at'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('refresh_tokens_session_idx').on(table.sessionId)],
);

/**
 * A table of mailed 6-digit codes. The name is typed as a plain string so that every such table has
 * one type, and one repository (modules/one-time-codes) serves them all.
 */
const oneTimeCodeTable = (name: string) =>
  pgTable(
    name,
    {
      id: uuid('id').primaryKey(),
      userId: integer('user_id').notNull(),
      codeHash: char('code_hash', { length: 64 }).notNull(),
      expiresAt: timestamptz('expires_at').notNull(),
      attempts: integer('attempts').notNull().default(0),
      verifiedAt: timestamptz('verified_at'),
      usedAt: timestamptz('used_at'),
      createdAt: timestamptz('created_at').notNull().defaultNow(),
    },
    (table) => [index(`${name}_user_idx`).on(table.userId)],
  );
export type OneTimeCodeTable = ReturnType<typeof oneTimeCodeTable>;

export const passwordResetCodes = oneTimeCodeTable('password_reset_codes');
export const emailVerificationCodes = oneTimeCodeTable('email_verification_codes');

export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  recipient: varchar('recipient', { length: 254 }).notNull(),
  subject: varchar('subject', { length: 300 }).notNull(),
  body: text('body').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

export const storedFiles = pgTable(
  'stored_files',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id'),
    filename: varchar('filename', { length: 255 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    size: integer('size').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [index('stored_files_user_idx').on(table.userId)],
);

export const serverSecrets = pgTable('server_secrets', {
  name: varchar('name', { length: 100 }).primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});

/** A calendar day, read and written as 'YYYY-MM-DD' (both drivers hand dates over as text). */
const isoDate = customType<{ data: string; driverData: string }>({ dataType: () => 'date' });

export const claims = pgTable(
  'claims',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    typeOfClaim: varchar('type_of_claim', { length: 100 }).notNull(),
    description: varchar('description', { length: 5000 }).notNull(),
    dateOfIncident: isoDate('date_of_incident').notNull(),
    countryOfIncident: varchar('country_of_incident', { length: 50 }).notNull(),
    cityOfIncident: varchar('city_of_incident', { length: 100 }).notNull(),
    region: varchar('region', { length: 2 }),
    insuranceCompanyName: varchar('insurance_company_name', { length: 150 }).notNull().default(''),
    policyNumber: varchar('policy_number', { length: 100 }).notNull().default(''),
    policeReportNumber: varchar('police_report_number', { length: 100 }).notNull().default(''),
    // The same four values as the table's CHECK constraint.
    status: varchar('status', { length: 20, enum: ['Active', 'Draft', 'Paid', 'Rejected'] })
      .notNull()
      .default('Active'),
    policyDocumentId: uuid('policy_document_id'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [
    index('claims_user_created_idx').on(table.userId, table.createdAt.desc()),
    index('claims_policy_document_idx').on(table.policyDocumentId),
  ],
);
export type ClaimRow = typeof claims.$inferSelect;
export * from './schema-diary';
export * from './schema-assistant';
export * from './schema-public-site';
export * from './schema-reminders';
export * from './schema-calendar';
export * from './schema-inventory';
export * from './schema-ledger';
