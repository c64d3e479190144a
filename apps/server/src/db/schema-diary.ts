// Drizzle's view of migrations/0005_diary.sql. Change both together.
import { customType, integer, pgTable, serial, text, timestamp, varchar, index } from 'drizzle-orm/pg-core';
import { DIARY_CHANNELS, DIARY_DIRECTIONS, DIARY_EVENT_KINDS } from '@benji/shared';

/** A calendar day, read and written as 'YYYY-MM-DD'. */
const isoDate = customType<{ data: string; driverData: string }>({ dataType: () => 'date' });

export const diaryEvents = pgTable(
  'diary_events',
  {
    id: serial('id').primaryKey(),
    claimId: integer('claim_id').notNull(),
    occurredOn: isoDate('occurred_on').notNull(),
    kind: varchar('kind', { length: 40, enum: DIARY_EVENT_KINDS }).notNull(),
    direction: varchar('direction', { length: 20, enum: DIARY_DIRECTIONS }),
    channel: varchar('channel', { length: 20, enum: DIARY_CHANNELS }),
    summary: varchar('summary', { length: 2000 }).notNull(),
    items: text('items').array().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('diary_events_claim_idx').on(table.claimId, table.occurredOn, table.id)],
);
export type DiaryEventRow = typeof diaryEvents.$inferSelect;
