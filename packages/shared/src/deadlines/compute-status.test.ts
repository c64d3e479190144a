import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import { DEADLINE_DISCLAIMER, DEADLINE_DISCLAIMER_LONG } from './disclaimer';

function followUps(events: DiaryEntry[], today: string) {
  return computeDeadlines({ country: 'United States', region: 'OH', lossDate: null, events, today }).filter(
    (d) => d.ruleId === 'practice-follow-up',
  );
}

describe('status and the practice follow-up', () => {
  const message = entry('message_sent', '2026-03-02');

  it.each([
    ['the day before', '2026-03-10', 'open'],
    ['on the due date', '2026-03-11', 'open'],
    ['the day after', '2026-03-12', 'overdue'],
  ])('7 business days without an answer: %s it is %s', (_name, today, status) => {
    expect(followUps([message], today)).toMatchObject([{ dueOn: '2026-03-11', status, who: 'policyholder', source: 'practice' }]);
  });

  it('is met by any answer from the insurer', () => {
    expect(followUps([message, entry('insurer_response', '2026-03-05')], '2026-03-20')).toMatchObject([
      { status: 'met', metOn: '2026-03-05', metBy: 'insurer_response@2026-03-05' },
    ]);
  });

  it('runs from the last unanswered message', () => {
    expect(followUps([message, entry('documents_sent', '2026-03-09')], '2026-03-12')).toMatchObject([
      { dueOn: '2026-03-18', status: 'open' },
    ]);
  });

  it('ignores diary entries dated after today', () => {
    expect(followUps([message, entry('insurer_response', '2026-03-20')], '2026-03-12')[0]?.status).toBe('overdue');
  });

  it('lists deadlines soonest first', () => {
    const list = computeDeadlines({
      country: 'United States',
      region: 'TX',
      lossDate: null,
      events: [entry('notice_given', '2026-03-02'), entry('proof_of_loss_sent', '2026-03-03')],
      today: '2026-03-04',
    });
    const dates = list.map((d) => d.dueOn);
    expect(dates).toEqual([...dates].sort());
    expect(list.length).toBeGreaterThan(2);
  });

  it('says it is general information, not legal advice', () => {
    expect(DEADLINE_DISCLAIMER).toBe('General information, not legal advice.');
    expect(DEADLINE_DISCLAIMER_LONG.startsWith(DEADLINE_DISCLAIMER)).toBe(true);
  });
});
