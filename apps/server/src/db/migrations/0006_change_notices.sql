-- Every instance keeps in memory what each signed-in request reads (the caller's session and
-- account, the claim list). A change to those rows names the user it concerns on one channel, in
-- the writing transaction: every instance hears it at commit and forgets that user's copies. A
-- trigger, not the code, so no writer (a new route, a webhook, psql) can forget to tell.
-- The schema is in the message: tests run side by side in schemas of one database.
CREATE FUNCTION announce_user_change() RETURNS trigger LANGUAGE plpgsql AS $fn$
DECLARE
  changed jsonb;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := to_jsonb(OLD); ELSE changed := to_jsonb(NEW); END IF;
  -- Identical messages of one transaction reach listeners once: a bulk update costs one message.
  PERFORM pg_notify('benji_user_changes', current_schema() || ':' || (changed ->> TG_ARGV[0]));
  RETURN NULL;
END;
$fn$;

CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION announce_user_change('id');
CREATE TRIGGER sessions_announce_change AFTER UPDATE OR DELETE ON sessions
  FOR EACH ROW EXECUTE FUNCTION announce_user_change('user_id');
CREATE TRIGGER claims_announce_change AFTER INSERT OR UPDATE OR DELETE ON claims
  FOR EACH ROW EXECUTE FUNCTION announce_user_change('user_id');
