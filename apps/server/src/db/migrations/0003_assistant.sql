-- The assistant: chat sessions and messages, saved (flagged) messages, the chat page's claim
-- details with their policy PDF, and the PDF's text cut into passages for retrieval.
-- Written once for both PostgreSQL 15 (server) and PGlite: no version-specific syntax.
CREATE TABLE chat_sessions (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- Login lists a user's sessions, most recently updated first.
CREATE INDEX chat_sessions_user_updated_idx ON chat_sessions(user_id, updated_at DESC);

CREATE TABLE chat_messages (
  id serial PRIMARY KEY,
  session_id uuid NOT NULL REFERENCES chat_sessions(id) ON DELETE CASCADE,
  sender varchar(10) NOT NULL CONSTRAINT chat_messages_sender_check CHECK (sender IN ('user', 'bot')),
  content text NOT NULL,
  -- Which engine wrote a reply ('offline', 'openai-compatible:<model>'); null for the user's messages.
  engine varchar(150),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_messages_session_idx ON chat_messages(session_id, created_at, id);

-- A message is saved once; saving it again changes nothing.
CREATE TABLE flagged_messages (
  id serial PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  message_id integer NOT NULL UNIQUE REFERENCES chat_messages(id) ON DELETE CASCADE,
  flagged_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flagged_messages_user_idx ON flagged_messages(user_id, flagged_at DESC);

CREATE TABLE claim_uploads (
  id uuid PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  insurance_company_name varchar(150) NOT NULL,
  policy_number varchar(100) NOT NULL DEFAULT '',
  police_report_number varchar(100) NOT NULL DEFAULT '',
  adjuster_name varchar(150) NOT NULL,
  adjuster_phone_number varchar(40) NOT NULL,
  adjuster_email varchar(254) NOT NULL,
  add_claim_number varchar(100) NOT NULL,
  policy_file_id uuid REFERENCES stored_files(id) ON DELETE SET NULL,
  -- 'indexed': text extracted into policy_passages; 'no_text': a scan; 'none': no PDF.
  policy_text_status varchar(10) NOT NULL DEFAULT 'none'
    CONSTRAINT claim_uploads_policy_text_status_check CHECK (policy_text_status IN ('indexed', 'no_text', 'none')),
  policy_page_count integer,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX claim_uploads_user_created_idx ON claim_uploads(user_id, created_at DESC);

-- The policy PDF's text, a few sentences per row, each with the page it came from.
CREATE TABLE policy_passages (
  id serial PRIMARY KEY,
  upload_id uuid NOT NULL REFERENCES claim_uploads(id) ON DELETE CASCADE,
  page integer NOT NULL,
  position integer NOT NULL,
  text text NOT NULL
);
CREATE INDEX policy_passages_upload_idx ON policy_passages(upload_id, position);
