-- A private calendar feed per user: calendar apps fetch /api/calendar/<token>.ics without signing
-- in, so the unguessable token is the only key. Resetting replaces it. Valid for PostgreSQL 15 and PGlite.
CREATE TABLE calendar_feeds (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  token text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);
