-- Calendar feed tokens are stored as SHA-256 digests, as refresh tokens and codes are: a database
-- leak must not hand out the feed addresses (security probe 3, #15). A token is now derived from a
-- per-user random seed and a server key (HMAC), so Settings can show the address again without the
-- table holding it. A token made before this migration has no seed: its digest moves to
-- legacy_token_hash, so the calendar apps subscribed to it keep working; the owner's next visit to
-- Settings gets a derived address beside it, and a reset or a rotation (takeover, password reset or
-- change) ends both. Valid for PostgreSQL 15 and PGlite.
ALTER TABLE calendar_feeds ADD COLUMN token_hash text;
ALTER TABLE calendar_feeds ADD COLUMN seed text;
ALTER TABLE calendar_feeds ADD COLUMN legacy_token_hash text;
UPDATE calendar_feeds SET legacy_token_hash = encode(sha256(convert_to(token, 'UTF8')), 'hex');
UPDATE calendar_feeds SET token_hash = legacy_token_hash;
ALTER TABLE calendar_feeds ALTER COLUMN token_hash SET NOT NULL;
ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_token_hash_key UNIQUE (token_hash);
ALTER TABLE calendar_feeds ADD CONSTRAINT calendar_feeds_legacy_token_hash_key UNIQUE (legacy_token_hash);
ALTER TABLE calendar_feeds DROP COLUMN token;
