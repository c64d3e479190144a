-- E-mail reminders of claim deadlines. A user without a row has the defaults: reminders 3 days
-- before, on the day and when a deadline passes, and no weekly digest.
CREATE TABLE reminder_settings (
  user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
  days_before integer NOT NULL DEFAULT 3,
  before_due boolean NOT NULL DEFAULT true,
  on_the_day boolean NOT NULL DEFAULT true,
  when_passed boolean NOT NULL DEFAULT true,
  weekly_digest boolean NOT NULL DEFAULT false,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- One row per reminder mailed: the key names the deadline, the kind and the day it was for, so a
-- reminder goes out once however many instances scan, and a restart does not send it again.
CREATE TABLE reminder_sends (
  reminder_key varchar(200) PRIMARY KEY,
  user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  sent_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX reminder_sends_user_idx ON reminder_sends(user_id);
