-- The account's language (issue 26): the server writes every e-mail to the account holder in it.
-- Existing accounts were written to in American English, so that is what they keep.
ALTER TABLE users ADD COLUMN language varchar(5) NOT NULL DEFAULT 'en-US'
  CONSTRAINT users_language_check CHECK (language IN ('en-US', 'en-CA', 'fr-CA', 'es-US'));
