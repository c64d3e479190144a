-- Accounts, sessions, password-reset codes, mail outbox, stored files, server secrets.
-- Written once for both PostgreSQL 15 (server) and PGlite (PostgreSQL 18): no version-specific syntax.
CREATE TABLE users (
  id serial PRIMARY KEY,
  email varchar(254) NOT NULL UNIQUE,
  full_name varchar(150) NOT NULL DEFAULT '',
  address varchar(300) NOT NULL DEFAULT '',
  phone_number varchar(15) NOT NULL DEFAULT '',
  bio varchar(1000) NOT NULL DEFAULT '',
  password_hash text,
  google_sub varchar(255) UNIQUE,
  profile_image_id uuid,
  signup_date timestamptz NOT NULL DEFAULT now(),
  is_subscription boolean NOT NULL DEFAULT false,
  subscription_plan varchar(100),
  subscription_period_end timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- A session is one sign-in; its refresh tokens rotate inside it. Revoking it signs that device out.
CREATE TABLE sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  revoked_at timestamptz
);
CREATE INDEX sessions_user_idx ON sessions(user_id);

CREATE TABLE refresh_tokens (
  id uuid PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
  token_hash char(64) NOT NULL UNIQUE,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX refresh_tokens_session_idx ON refresh_tokens(session_id);

CREATE TABLE password_reset_codes (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  code_hash char(64) NOT NULL,
  expires_at timestamptz NOT NULL,
  attempts integer NOT NULL DEFAULT 0,
  verified_at timestamptz,
  used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX password_reset_codes_user_idx ON password_reset_codes(user_id);

CREATE TABLE mail_outbox (
  id serial PRIMARY KEY,
  recipient varchar(254) NOT NULL,
  subject varchar(300) NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Uploaded files live in the database by default so every server instance sees them.
CREATE TABLE stored_files (
  id uuid PRIMARY KEY,
  user_id integer REFERENCES users(id) ON DELETE CASCADE,
  filename varchar(255) NOT NULL,
  content_type varchar(100) NOT NULL,
  size integer NOT NULL,
  data bytea NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX stored_files_user_idx ON stored_files(user_id);

ALTER TABLE users ADD CONSTRAINT users_profile_image_fk
  FOREIGN KEY (profile_image_id) REFERENCES stored_files(id) ON DELETE SET NULL;

CREATE TABLE server_secrets (
  name varchar(100) PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
