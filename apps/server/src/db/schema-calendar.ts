// Drizzle's view of migrations/0009_calendar_feeds.sql. Change both together.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  token: text('token').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
