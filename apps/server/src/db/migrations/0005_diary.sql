-- The claim diary: a dated log of what passed between the policyholder and the insurer, from
-- which the open items and the deadlines are worked out. Valid for PostgreSQL 15 and PGlite.
CREATE TABLE diary_events (
  id serial PRIMARY KEY,
  claim_id integer NOT NULL REFERENCES claims(id) ON DELETE CASCADE,
  occurred_on date NOT NULL,
  -- The same vocabularies as packages/shared/src/diary/event-kinds.ts.
  kind varchar(40) NOT NULL CONSTRAINT diary_events_kind_check CHECK (kind IN (
    'notice_given', 'acknowledgement_received', 'documents_requested', 'documents_sent',
    'proof_of_loss_requested', 'proof_of_loss_sent', 'inspection', 'extension_notice',
    'claim_accepted', 'offer_received', 'offer_accepted', 'payment_received', 'denial_received',
    'insurer_response', 'message_sent', 'note')),
  direction varchar(20) CONSTRAINT diary_events_direction_check CHECK (direction IN ('to_insurer', 'from_insurer')),
  channel varchar(20) CONSTRAINT diary_events_channel_check CHECK (channel IN ('email', 'phone', 'letter', 'portal', 'in_person')),
  summary varchar(2000) NOT NULL,
  -- Document names, for requests and sendings only.
  items text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Read one claim's diary oldest first; same-day events in the order they were entered (id).
CREATE INDEX diary_events_claim_idx ON diary_events(claim_id, occurred_on, id);
