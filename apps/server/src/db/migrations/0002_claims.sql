-- Claims a policyholder submits (spec section 3, Claim submission) and follows on the Claim Status page.
-- Written once for both PostgreSQL 15 (server) and PGlite: no version-specific syntax.
CREATE TABLE claims (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type_of_claim varchar(100) NOT NULL,
  description varchar(5000) NOT NULL,
  date_of_incident date NOT NULL,
  country_of_incident varchar(50) NOT NULL,
  city_of_incident varchar(100) NOT NULL,
  -- Two-letter state or province code; the server checks it belongs to the country.
  region varchar(2),
  insurance_company_name varchar(150) NOT NULL DEFAULT '',
  policy_number varchar(100) NOT NULL DEFAULT '',
  police_report_number varchar(100) NOT NULL DEFAULT '',
  status varchar(20) NOT NULL DEFAULT 'Active'
    CONSTRAINT claims_status_check CHECK (status IN ('Active', 'Draft', 'Paid', 'Rejected')),
  policy_document_id uuid REFERENCES stored_files(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- The list is always one user's claims, newest first.
CREATE INDEX claims_user_created_idx ON claims(user_id, created_at DESC);
CREATE INDEX claims_policy_document_idx ON claims(policy_document_id);
