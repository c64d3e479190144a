-- A conversation's own name, when its user renamed it; otherwise it is named by its first question.
ALTER TABLE chat_sessions ADD COLUMN title varchar(100);
