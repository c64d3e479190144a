-- Public site: subscription packages (seeded), checkouts, Stripe events, contact messages, legal texts.
-- Written once for both PostgreSQL 15 (server) and PGlite (PostgreSQL 18): no version-specific syntax.

-- The plans the pricing section lists. The billing period follows the name (spec section 3):
-- 'Annual' is yearly, 'Monthly' monthly, anything else a one-time payment.
CREATE TABLE subscription_packages (
  id serial PRIMARY KEY,
  package_type varchar(100) NOT NULL UNIQUE,
  amount_cents integer NOT NULL CHECK (amount_cents > 0),
  currency char(3) NOT NULL DEFAULT 'usd',
  package_status varchar(20) NOT NULL DEFAULT 'Active',
  sort_order integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Pro Annual is 25% below twelve Pro Monthly payments (the 'Save 25%' badge): 180 = 0.75 * 12 * 20.
INSERT INTO subscription_packages (package_type, amount_cents, sort_order) VALUES
  ('Essential Plan', 4900, 1),
  ('Pro Plan - Monthly', 2000, 2),
  ('Pro Plan - Annual', 18000, 3);

-- One row per checkout started: a Stripe Checkout Session, or one of the embedded test checkout.
CREATE TABLE checkout_sessions (
  id varchar(255) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  package_id integer NOT NULL REFERENCES subscription_packages(id),
  provider varchar(10) NOT NULL CHECK (provider IN ('stripe', 'local')),
  status varchar(12) NOT NULL DEFAULT 'open' CHECK (status IN ('open', 'complete', 'expired', 'cancelled')),
  amount_cents integer NOT NULL,
  stripe_customer_id varchar(255),
  stripe_subscription_id varchar(255),
  created_at timestamptz NOT NULL DEFAULT now(),
  completed_at timestamptz
);
CREATE INDEX checkout_sessions_user_idx ON checkout_sessions(user_id);
CREATE INDEX checkout_sessions_subscription_idx ON checkout_sessions(stripe_subscription_id);

-- Stripe delivers an event at least once; its id is recorded in the transaction that applies it.
CREATE TABLE stripe_events (
  id varchar(255) PRIMARY KEY,
  type varchar(100) NOT NULL,
  received_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE contact_messages (
  id serial PRIMARY KEY,
  first_name varchar(100) NOT NULL DEFAULT '',
  last_name varchar(100) NOT NULL DEFAULT '',
  country varchar(100) NOT NULL DEFAULT '',
  email varchar(254) NOT NULL,
  message varchar(5000) NOT NULL DEFAULT '',
  mailed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The privacy policy and the terms of use. The server seeds them from its own source on start
-- (through the sanitizer) and replaces a text only when that source changes (source_hash).
CREATE TABLE legal_documents (
  id serial PRIMARY KEY,
  kind varchar(20) NOT NULL UNIQUE CHECK (kind IN ('privacy', 'terms')),
  content text NOT NULL,
  source_hash char(64),
  updated_at timestamptz NOT NULL DEFAULT now()
);
