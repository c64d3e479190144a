// Drizzle's view of migrations/0009_calendar_feeds.sql and 0013_calendar_feed_token_hashes.sql. Change both together.
import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const calendarFeeds = pgTable('calendar_feeds', {
  userId: integer('user_id').primaryKey(),
  /** SHA-256 (hex) of the token the address carries; the token itself is never stored. */
  tokenHash: text('token_hash').notNull().unique(),
  /** With the server's key, re-derives the token (null only for a row made before 0013). */
  seed: text('seed'),
  /** The digest of a token made before 0013, still honoured until the next reset or rotation. */
  legacyTokenHash: text('legacy_token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CalendarFeedRow = typeof calendarFeeds.$inferSelect;
