import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { DEADLINE_DISCLAIMER, addCalendarDays, deadlineWords, ruleWords, type TAccountLanguage, type TDeadline } from '@benji/shared';
import { mailCatalogue } from '../../mail/locales/catalogues';
import { reminderDeadline } from '../reminders/reminder-deadline';
import { calendarWords } from './calendar-words';

/** One deadline of one claim, with what its event names the claim by. */
export interface CalendarEntry {
  claimId: number;
  /** The insurer's name; empty when none was given, and the type of claim names it instead. */
  insurer: string;
  claimType: string;
  deadline: TDeadline;
}

const ALARM_SECONDS_BEFORE = 3 * 24 * 60 * 60;
// Calendar apps poll a subscription at their own pace; these ask for about twice a day.
const REFRESH_SECONDS = 12 * 60 * 60;

// The same three parts always name the same deadline, so an app refreshing the feed updates the
// event in place: a later diary entry that moves the due date moves it, and adds no duplicate.
const uidOf = ({ claimId, deadline }: CalendarEntry) => `${deadline.ruleId}-${claimId}-${deadline.triggeredOn}@benji`;

const localeOf = (language: TAccountLanguage) => (language === 'fr-CA' || language === 'es-US' ? language : null);

/**
 * An event's title and notes in the account's language. The deadline's own words (title, citation,
 * how it was counted) are the ones its reminder e-mail shows; English reads as the feed always did.
 */
function eventText(entry: CalendarEntry, language: TAccountLanguage) {
  const { deadline } = entry;
  const words = calendarWords(language);
  const locale = localeOf(language);
  const shown = reminderDeadline(deadline, language, mailCatalogue(language).reminder);
  const translatedRule = locale && ruleWords({ id: deadline.ruleId }, locale);
  const reason = translatedRule ? (translatedRule.provisionalReason ?? null) : deadline.provisionalReason;
  const summary = words.summary(shown.title, words.claim(entry.insurer, entry.claimType), deadline.status === 'overdue');
  const description = [
    deadline.who === 'insurer' ? words.insurerActs : words.youAct,
    words.rule(shown.citation),
    deadline.sourceUrl && words.source(deadline.sourceUrl),
    words.counted(shown.basis),
    deadline.provisional && words.provisional(reason),
    locale ? deadlineWords(locale).disclaimer : DEADLINE_DISCLAIMER,
  ]
    .filter(Boolean)
    .join('\n');
  return { title: shown.title, summary, description };
}

// A plain date read as UTC midnight: with no calendar time zone, ical-generator writes the UTC day.
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

type EventText = ReturnType<typeof eventText>;

function calendarOf(name: string, events: readonly { entry: CalendarEntry; text: EventText }[]): string {
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Benji', product: 'Claim deadlines', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const { entry, text } of events) {
    calendar.createEvent({
      id: uidOf(entry),
      allDay: true,
      start: utcDay(entry.deadline.dueOn),
      end: utcDay(addCalendarDays(entry.deadline.dueOn, 1)),
      summary: text.summary,
      description: text.description,
      alarms: [{ type: ICalAlarmType.display, triggerBefore: ALARM_SECONDS_BEFORE, description: text.summary }],
    });
  }
  return calendar.toString();
}

/** An iCalendar document in the account's language: one all-day event per deadline on its due date, with a display alarm 3 days before. */
export function deadlineCalendar(entries: readonly CalendarEntry[], language: TAccountLanguage): string {
  return calendarOf(
    calendarWords(language).feedName,
    entries.map((entry) => ({ entry, text: eventText(entry, language) })),
  );
}

/** One deadline as a calendar of its own, named by the deadline's title. */
export function oneDeadlineCalendar(entry: CalendarEntry, language: TAccountLanguage): string {
  const text = eventText(entry, language);
  return calendarOf(text.title, [{ entry, text }]);
}
