import { DEFAULT_REMINDER_SETTINGS, computeDeadlines, type Deadline, type DiaryEntry } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { digestDeadlines, isDigestDay, reminderDay, remindersOwed } from './reminder-plan';

// A Texas claim reported in writing on Tuesday 3 March 2026: §542.055 gives the insurer 15 days to
// acknowledge it, so the last day is Wednesday 18 March.
const notice: DiaryEntry = {
  id: 'n',
  occurred_on: '2026-03-03',
  kind: 'notice_given',
  direction: 'to_insurer',
  channel: 'email',
  summary: 'Reported the loss in writing.',
};
const texas = (today: string, events: DiaryEntry[] = [notice]): Deadline[] =>
  computeDeadlines({ country: 'United States', region: 'TX', lossDate: '2026-03-01', events, today, claimCategory: 'home' });
const acknowledge = (today: string) => texas(today).filter((deadline) => deadline.ruleId === 'us-tx-542-055');
const owed = (today: string, settings = DEFAULT_REMINDER_SETTINGS) =>
  remindersOwed([{ claimId: 7, deadlines: acknowledge(today) }], today, settings).map((reminder) => reminder.kind);

describe('which reminders a deadline is owed', () => {
  it('is the Texas acknowledgement due on 18 March (the example below counts on it)', () => {
    expect(acknowledge('2026-03-10')).toMatchObject([{ dueOn: '2026-03-18', status: 'open' }]);
  });

  it('"before" from the chosen number of days ahead until the day before, then "day", then "passed"', () => {
    expect(owed('2026-03-14')).toEqual([]);
    expect(owed('2026-03-15')).toEqual(['before']);
    expect(owed('2026-03-17')).toEqual(['before']);
    expect(owed('2026-03-18')).toEqual(['day']);
    expect(owed('2026-03-19')).toEqual(['passed']);
    expect(owed('2026-04-01')).toEqual(['passed']);
    // Two weeks after the date, a passed deadline is old news, not a reminder.
    expect(owed('2026-04-02')).toEqual([]);
  });

  it('follows the settings: days before, and each kind switched off', () => {
    expect(owed('2026-03-08', { ...DEFAULT_REMINDER_SETTINGS, days_before: 10 })).toEqual(['before']);
    expect(owed('2026-03-07', { ...DEFAULT_REMINDER_SETTINGS, days_before: 10 })).toEqual([]);
    expect(owed('2026-03-17', { ...DEFAULT_REMINDER_SETTINGS, before_due: false })).toEqual([]);
    expect(owed('2026-03-18', { ...DEFAULT_REMINDER_SETTINGS, on_the_day: false })).toEqual([]);
    expect(owed('2026-03-19', { ...DEFAULT_REMINDER_SETTINGS, when_passed: false })).toEqual([]);
  });

  it('owes nothing for a deadline met, and names each reminder by deadline, kind and day', () => {
    const answered: DiaryEntry = { ...notice, id: 'a', occurred_on: '2026-03-12', kind: 'insurer_response', direction: 'from_insurer' };
    const met = texas('2026-03-18', [notice, answered]).filter((deadline) => deadline.ruleId === 'us-tx-542-055');
    expect(met[0]?.status).toBe('met');
    expect(remindersOwed([{ claimId: 7, deadlines: met }], '2026-03-18', DEFAULT_REMINDER_SETTINGS)).toEqual([]);
    expect(remindersOwed([{ claimId: 7, deadlines: acknowledge('2026-03-17') }], '2026-03-17', DEFAULT_REMINDER_SETTINGS)).toEqual([
      expect.objectContaining({ key: 'before:7:us-tx-542-055:2026-03-03:2026-03-18', claimId: 7 }),
    ]);
  });
});

describe('when reminders go out', () => {
  it('a day starts at 13:00 UTC, so a reminder never arrives the evening before in North America', () => {
    expect(reminderDay(new Date('2026-03-24T12:59:00Z'))).toBe('2026-03-23');
    expect(reminderDay(new Date('2026-03-24T13:00:00Z'))).toBe('2026-03-24');
    expect(reminderDay(new Date('2026-03-25T03:00:00Z'))).toBe('2026-03-24');
  });

  it('digests on Mondays, listing the overdue and the next 30 days in date order', () => {
    expect(isDigestDay('2026-03-23')).toBe(true);
    expect(isDigestDay('2026-03-24')).toBe(false);
    const all = texas('2026-03-23');
    const listed = digestDeadlines(all, '2026-03-23');
    expect(listed.length).toBeGreaterThan(0);
    expect(listed.every((deadline) => deadline.status !== 'met' && deadline.dueOn <= '2026-04-22')).toBe(true);
    expect(listed.map((deadline) => deadline.dueOn)).toEqual([...listed.map((deadline) => deadline.dueOn)].sort());
  });
});

describe('what is not mailed', () => {
  it('a good-practice nudge (following up after a week) is not a deadline: no mail when it passes, not in the digest', () => {
    const all = texas('2026-03-16');
    expect(all.some((deadline) => deadline.source === 'practice' && deadline.status === 'overdue')).toBe(true);
    const kinds = remindersOwed([{ claimId: 7, deadlines: all }], '2026-03-16', DEFAULT_REMINDER_SETTINGS);
    expect(kinds.map((reminder) => reminder.ruleId)).toEqual(['us-tx-542-055']);
    expect(digestDeadlines(all, '2026-03-16').every((deadline) => deadline.source !== 'practice')).toBe(true);
  });
});
