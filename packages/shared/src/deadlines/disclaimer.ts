import { HOLIDAY_CALENDARS, HOLIDAY_CALENDAR_INFO, type HolidayCalendar } from './holiday-calendars';

/** Shown on every deadline screen and beside every computed date. */
export const DEADLINE_DISCLAIMER = 'General information, not legal advice.';

export const DEADLINE_DISCLAIMER_LONG =
  'General information, not legal advice. These dates are worked out from the rules cited and the events in your claim diary; ' +
  'your policy, the facts of your claim and changes in the law can change them. For advice on your situation, speak to a lawyer ' +
  'or your insurance regulator.';

export const PROVISIONAL_NOTE = 'Provisional: the primary legal text behind this rule has not been verified.';

/** Beside a provisional date: why it is provisional, in the rule's own one sentence where it has one. */
export function provisionalNote(reason: string | null | undefined): string {
  return reason ? `Provisional: ${reason}` : PROVISIONAL_NOTE;
}

function note(calendar: HolidayCalendar): string {
  if (calendar === 'us_federal') {
    return 'Business days skip weekends and US federal holidays; state holidays are not counted, so the true date may be a little later.';
  }
  if (calendar === 'weekends_only')
    return 'Business days skip weekends only; holidays are not counted, so the true date may be a little later.';
  const info = HOLIDAY_CALENDAR_INFO[calendar];
  const base = `Business days skip weekends and ${info.name} (${info.citation}).`;
  return info.gap ? `${base} ${info.gap}` : base;
}

export const BUSINESS_DAYS_NOTE = Object.fromEntries(HOLIDAY_CALENDARS.map((calendar) => [calendar, note(calendar)])) as Record<
  HolidayCalendar,
  string
>;

/** Beside a deadline whose law moves a last day off a weekend or holiday. */
export function rollForwardNote(calendar: HolidayCalendar, citation: string, saturday: 'moves' | 'stays' = 'moves'): string {
  const info = HOLIDAY_CALENDAR_INFO[calendar];
  const days =
    saturday === 'stays'
      ? 'a Sunday or holiday moves to the next day that is neither (a Saturday stays)'
      : 'a Saturday, Sunday or holiday moves to the next business day';
  const base = `A last day on ${days} (${citation}); holidays here are ${info.name}.`;
  return info.gap ? `${base} ${info.gap}` : base;
}
