/** What the reminder settings and the unsubscribe link answer. */
export const ReminderMessage = {
  saved: 'Reminder settings saved.',
  daysBefore: 'Choose between 1 and 30 days.',
  onOff: 'Choose on or off.',
  unsubscribed: 'You will get no more deadline reminders from Benji. You can turn them back on in Settings.',
  linkInvalid: 'This unsubscribe link is not valid. Sign in and turn reminders off in Settings.',
} as const;
