import { z } from 'zod';
import { ReminderMessage } from './messages';

export const REMINDER_DAYS_BEFORE_MIN = 1;
export const REMINDER_DAYS_BEFORE_MAX = 30;
export const REMINDER_DAYS_BEFORE_DEFAULT = 3;

export const reminderPaths = {
  settings: '/api/reminders/settings/',
  /** One-click unsubscribe (RFC 8058): POST with the token from the mail's List-Unsubscribe header. */
  unsubscribe: '/api/reminders/unsubscribe/',
} as const;

/** Which deadline mails a user gets. `email_verified` says whether any can be sent yet. */
export const ZReminderSettings = z.object({
  days_before: z
    .number({ error: ReminderMessage.daysBefore })
    .int({ error: ReminderMessage.daysBefore })
    .min(REMINDER_DAYS_BEFORE_MIN, { error: ReminderMessage.daysBefore })
    .max(REMINDER_DAYS_BEFORE_MAX, { error: ReminderMessage.daysBefore }),
  before_due: z.boolean({ error: ReminderMessage.onOff }),
  on_the_day: z.boolean({ error: ReminderMessage.onOff }),
  when_passed: z.boolean({ error: ReminderMessage.onOff }),
  weekly_digest: z.boolean({ error: ReminderMessage.onOff }),
});
export type TReminderSettings = z.infer<typeof ZReminderSettings>;

export const ZReminderSettingsResponse = ZReminderSettings.extend({ email: z.string(), email_verified: z.boolean() });
export type TReminderSettingsResponse = z.infer<typeof ZReminderSettingsResponse>;

export const ZReminderSettingsSaved = z.object({ message: z.string(), settings: ZReminderSettingsResponse });
export type TReminderSettingsSaved = z.infer<typeof ZReminderSettingsSaved>;

export const DEFAULT_REMINDER_SETTINGS: TReminderSettings = {
  days_before: REMINDER_DAYS_BEFORE_DEFAULT,
  before_due: true,
  on_the_day: true,
  when_passed: true,
  weekly_digest: false,
};
