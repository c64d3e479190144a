-- The account's language (issue 26): the server writes every e-mail to the account holder in it.
-- Null until the user or their browser gives one: an existing account keeps getting American
-- English e-mails, and its first sign-in takes the language the browser shows rather than turning
-- a French browser English.
ALTER TABLE users ADD COLUMN language varchar(5)
  CONSTRAINT users_language_check CHECK (language IN ('en-US', 'en-CA', 'fr-CA', 'es-US'));
