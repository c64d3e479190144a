// Drizzle's view of migrations/0003_assistant.sql. Change both together.
import { integer, jsonb, pgTable, serial, text, timestamp, uuid, varchar, index } from 'drizzle-orm/pg-core';
import { CHAT_SENDERS, POLICY_TEXT_STATUSES, type TJobChoice } from '@benji/shared';

const timestamptz = (name: string) => timestamp(name, { withTimezone: true });

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
    // migrations/0010: set when the user renames the conversation.
    title: varchar('title', { length: 100 }),
    // migrations/0011: the claim its last message was about; null when the user had none.
    claimId: integer('claim_id'),
  },
  (table) => [index('chat_sessions_user_updated_idx').on(table.userId, table.updatedAt.desc())],
);
export type ChatSessionRow = typeof chatSessions.$inferSelect;

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    sessionId: uuid('session_id').notNull(),
    sender: varchar('sender', { length: 10, enum: CHAT_SENDERS }).notNull(),
    content: text('content').notNull(),
    engine: varchar('engine', { length: 150 }),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    // migrations/0012: the jobs a reply offers the user to tap; null for a reply that offers none.
    choices: jsonb('choices').$type<TJobChoice[]>(),
  },
  (table) => [index('chat_messages_session_idx').on(table.sessionId, table.createdAt, table.id)],
);
export type ChatMessageRow = typeof chatMessages.$inferSelect;

export const flaggedMessages = pgTable(
  'flagged_messages',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    messageId: integer('message_id').notNull().unique(),
    flaggedAt: timestamptz('flagged_at').notNull().defaultNow(),
  },
  (table) => [index('flagged_messages_user_idx').on(table.userId, table.flaggedAt.desc())],
);

export const claimUploads = pgTable(
  'claim_uploads',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id').notNull(),
    // migrations/0011: the claim these are the details of; null for a user with no claim.
    claimId: integer('claim_id').unique('claim_uploads_claim_idx'),
    insuranceCompanyName: varchar('insurance_company_name', { length: 150 }).notNull(),
    policyNumber: varchar('policy_number', { length: 100 }).notNull().default(''),
    policeReportNumber: varchar('police_report_number', { length: 100 }).notNull().default(''),
    adjusterName: varchar('adjuster_name', { length: 150 }).notNull(),
    adjusterPhoneNumber: varchar('adjuster_phone_number', { length: 40 }).notNull(),
    adjusterEmail: varchar('adjuster_email', { length: 254 }).notNull(),
    addClaimNumber: varchar('add_claim_number', { length: 100 }).notNull(),
    policyFileId: uuid('policy_file_id'),
    policyTextStatus: varchar('policy_text_status', { length: 10, enum: POLICY_TEXT_STATUSES }).notNull().default('none'),
    policyPageCount: integer('policy_page_count'),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    updatedAt: timestamptz('updated_at').notNull().defaultNow(),
  },
  (table) => [index('claim_uploads_user_created_idx').on(table.userId, table.createdAt.desc())],
);
export type ClaimUploadRow = typeof claimUploads.$inferSelect;

export const policyPassages = pgTable(
  'policy_passages',
  {
    id: serial('id').primaryKey(),
    uploadId: uuid('upload_id').notNull(),
    page: integer('page').notNull(),
    position: integer('position').notNull(),
    text: text('text').notNull(),
  },
  (table) => [index('policy_passages_upload_idx').on(table.uploadId, table.position)],
);
