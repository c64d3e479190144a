// Drizzle's view of migrations/0008_reminders.sql. Change both together.
import { boolean, index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core';

export const reminderSettings = pgTable('reminder_settings', {
  userId: integer('user_id').primaryKey(),
  daysBefore: integer('days_before').notNull().default(3),
  beforeDue: boolean('before_due').notNull().default(true),
  onTheDay: boolean('on_the_day').notNull().default(true),
  whenPassed: boolean('when_passed').notNull().default(true),
  weeklyDigest: boolean('weekly_digest').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ReminderSettingsRow = typeof reminderSettings.$inferSelect;

export const reminderSends = pgTable(
  'reminder_sends',
  {
    reminderKey: varchar('reminder_key', { length: 200 }).primaryKey(),
    userId: integer('user_id').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('reminder_sends_user_idx').on(table.userId)],
);
