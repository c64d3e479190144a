-- Sign-up proves the address: a 6-digit code is mailed, and the account is verified when it comes back.
-- Accounts made before this (the demo account among them) predate the check: they count as verified,
-- so the column is added as true for them and defaults to false from now on.
ALTER TABLE users ADD COLUMN email_verified boolean NOT NULL DEFAULT true;
ALTER TABLE users ALTER COLUMN email_verified SET DEFAULT false;

-- The same columns as password_reset_codes, so one repository serves both (verified_at stays empty here).
CREATE TABLE email_verification_codes (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX email_verification_codes_user_idx ON email_verification_codes(user_id);
