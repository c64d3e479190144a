-- The choices a reply offers (a clarifying question's jobs), stored with it so the next message can
-- be read against them without parsing the reply's text.
ALTER TABLE chat_messages ADD COLUMN choices jsonb;
