-- A phone extension is kept beside the number, not glued onto it: '4165550199' and '12', never
-- '416555019912', which no one can dial.
ALTER TABLE users ADD COLUMN phone_extension varchar(10) NOT NULL DEFAULT '';
