import ical, { ICalAlarmType, type ICalCalendar } from 'ical-generator';
import { DEADLINE_DISCLAIMER, addCalendarDays, type TDeadline } from '@benji/shared';

/** One deadline of one claim, with what its event names the claim by. */
export interface CalendarEntry {
  claimId: number;
  /** The insurer's name, or the type of claim when none was given. */
  claimName: string;
  deadline: TDeadline;
}

const ALARM_SECONDS_BEFORE = 3 * 24 * 60 * 60;
// Calendar apps poll a subscription at their own pace; these ask for about twice a day.
const REFRESH_SECONDS = 12 * 60 * 60;

// The same three parts always name the same deadline, so an app refreshing the feed updates the
// event in place: a later diary entry that moves the due date moves it, and adds no duplicate.
const uidOf = ({ claimId, deadline }: CalendarEntry) => `${deadline.ruleId}-${claimId}-${deadline.triggeredOn}@benji`;

const summaryOf = ({ claimName, deadline }: CalendarEntry) =>
  `${deadline.status === 'overdue' ? 'Overdue: ' : ''}${deadline.title} — ${claimName} claim`;

function descriptionOf({ deadline }: CalendarEntry): string {
  return [
    deadline.who === 'insurer' ? 'Who must act: the insurer.' : 'Who must act: you, the policyholder.',
    `Rule: ${deadline.citation}`,
    deadline.sourceUrl && `Source: ${deadline.sourceUrl}`,
    `Counted: ${deadline.basis}`,
    deadline.provisional && `Provisional: ${deadline.provisionalReason ?? 'the legal text could not be confirmed.'}`,
    DEADLINE_DISCLAIMER,
  ]
    .filter(Boolean)
    .join('\n');
}

// A plain date read as UTC midnight: with no calendar time zone, ical-generator writes the UTC day.
const utcDay = (date: string) => new Date(`${date}T00:00:00Z`);

/** An iCalendar document: one all-day event per deadline on its due date, with a display alarm 3 days before. */
export function deadlineCalendar(entries: readonly CalendarEntry[], name = 'Benji claim deadlines'): string {
  const calendar: ICalCalendar = ical({
    name,
    prodId: { company: 'Benji', product: 'Claim deadlines', language: 'EN' },
    ttl: REFRESH_SECONDS,
  });
  for (const entry of entries) {
    const summary = summaryOf(entry);
    calendar.createEvent({
      id: uidOf(entry),
      allDay: true,
      start: utcDay(entry.deadline.dueOn),
      end: utcDay(addCalendarDays(entry.deadline.dueOn, 1)),
      summary,
      description: descriptionOf(entry),
      alarms: [{ type: ICalAlarmType.display, triggerBefore: ALARM_SECONDS_BEFORE, description: summary }],
    });
  }
  return calendar.toString();
}
