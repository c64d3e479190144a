import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function california(events: DiaryEntry[], today: string, claimCategory: 'auto' | 'home' | null = null): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'CA', lossDate: '2026-02-27', events, today, claimCategory });
}
const rule = (list: Deadline[], id: string) => list.filter((d) => d.ruleId === id);

const notice = entry('notice_given', '2026-03-02');

describe('California, 10 CCR 2695', () => {
  it('§2695.5(e): 15 calendar days to acknowledge, open until the insurer answers', () => {
    expect(rule(california([notice], '2026-03-10'), 'us-ca-acknowledge')).toMatchObject([
      { dueOn: '2026-03-17', status: 'open', citation: 'California Code of Regulations, title 10, §2695.5(e)', provisional: false },
    ]);
    expect(rule(california([notice], '2026-03-18'), 'us-ca-acknowledge')[0]?.status).toBe('overdue');
  });

  it('§2695.5(b): 15 calendar days to answer a message; more messages do not move it', () => {
    const events = [notice, entry('acknowledgement_received', '2026-03-04'), entry('message_sent', '2026-03-20'), entry('message_sent', '2026-03-27', { id: 'm2' })];
    expect(rule(california(events, '2026-03-30'), 'us-ca-reply')).toMatchObject([{ dueOn: '2026-04-04', triggeredBy: 'message_sent@2026-03-20' }]);
  });

  it('§2695.7(b): 40 days after the last requested document, then §2695.7(h): 30 days to pay', () => {
    const events = [
      notice,
      entry('documents_requested', '2026-03-05', { items: ['Photos', 'Invoice'] }),
      entry('documents_sent', '2026-03-10', { items: ['Photos'] }),
      entry('documents_sent', '2026-03-16', { items: ['Invoice'] }),
    ];
    expect(rule(california(events, '2026-04-27'), 'us-ca-accept-or-deny')).toMatchObject([{ dueOn: '2026-04-25', unit: 'calendar', days: 40, status: 'overdue' }]);

    const accepted = [...events, entry('claim_accepted', '2026-04-20')];
    expect(rule(california(accepted, '2026-04-27'), 'us-ca-accept-or-deny')[0]?.status).toBe('met');
    expect(rule(california(accepted, '2026-04-27'), 'us-ca-pay')).toMatchObject([{ dueOn: '2026-05-20', days: 30, status: 'open' }]);
  });

  it('§2695.7(c)(1): a written request for more time answers the 40 days and starts a 30-day cycle', () => {
    const events = [notice, entry('proof_of_loss_sent', '2026-03-10'), entry('extension_notice', '2026-04-15', { channel: 'letter' })];
    const list = california(events, '2026-05-20');
    expect(rule(list, 'us-ca-accept-or-deny')[0]?.status).toBe('met');
    expect(rule(list, 'us-ca-status-every-30-days')).toMatchObject([{ dueOn: '2026-05-15', status: 'overdue' }]);

    const again = california([...events, entry('extension_notice', '2026-05-12', { channel: 'email' })], '2026-05-20');
    expect(rule(again, 'us-ca-status-every-30-days').map((d) => [d.dueOn, d.status])).toEqual([
      ['2026-05-15', 'met'],
      ['2026-06-11', 'open'],
    ]);
  });

  it('Ins. Code §2051.5: at least 12 months from the first payment to collect the holdback, property claims only', () => {
    const events = [notice, entry('payment_received', '2026-06-30'), entry('payment_received', '2026-08-01', { id: 'p2' })];
    expect(rule(california(events, '2026-09-01', 'home'), 'us-ca-replacement-cost-holdback')).toMatchObject([
      { dueOn: '2027-06-30', unit: 'months', months: 12, window: true, who: 'policyholder' },
    ]);
    expect(rule(california(events, '2026-09-01', 'auto'), 'us-ca-replacement-cost-holdback')).toEqual([]);
  });

  it('uses no fallback policy-wording rule where the state has its own rules', () => {
    const list = california([entry('proof_of_loss_requested', '2026-03-05')], '2026-03-10');
    expect(list.some((d) => d.jurisdiction === 'US-*')).toBe(false);
  });
});
