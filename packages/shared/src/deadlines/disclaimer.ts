import type { HolidayCalendar } from './business-days';

/** Shown on every deadline screen and beside every computed date. */
export const DEADLINE_DISCLAIMER = 'General information, not legal advice.';

export const DEADLINE_DISCLAIMER_LONG =
  'General information, not legal advice. These dates are worked out from the rules cited and the events in your claim diary; ' +
  'your policy, the facts of your claim and changes in the law can change them. For advice on your situation, speak to a lawyer ' +
  'or your insurance regulator.';

export const PROVISIONAL_NOTE = 'Provisional: the primary legal text behind this rule has not been verified.';

export const BUSINESS_DAYS_NOTE: Record<HolidayCalendar, string> = {
  us_federal: 'Business days skip weekends and US federal holidays; state holidays are not counted, so the true date may be a little later.',
  weekends_only: 'Business days skip weekends only; holidays are not counted, so the true date may be a little later.',
};
