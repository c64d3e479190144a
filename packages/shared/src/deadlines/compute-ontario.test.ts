import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function ontario(events: DiaryEntry[], today: string, claimCategory: 'home' | 'auto' = 'home'): Deadline[] {
  return computeDeadlines({ country: 'Canada', region: 'ON', lossDate: '2026-03-02', events, today, claimCategory });
}
const pay = (list: Deadline[]) => list.find((d) => d.ruleId === 'ca-on-pay-after-proof');

describe('Ontario, s.148 statutory condition 12 (provisional: read only in the audit)', () => {
  it('the loss is payable 60 days after the proof of loss; Sun 2026-05-17 moves past Victoria Day to Tue 05-19 (Legislation Act s.89(1))', () => {
    expect(pay(ontario([entry('proof_of_loss_sent', '2026-03-18')], '2026-03-19'))).toMatchObject({
      dueOn: '2026-05-19',
      rolledFrom: '2026-05-17',
      provisional: true,
      citation: 'Ontario Insurance Act, s.148, statutory condition 12',
    });
  });

  it("the audit case: proof complete Mon 2026-11-02; 60 days end on New Year's Day and move to Sat 2027-01-02, not a holiday", () => {
    expect(pay(ontario([entry('proof_of_loss_sent', '2026-11-02')], '2026-11-03'))).toMatchObject({
      dueOn: '2027-01-02',
      rolledFrom: '2027-01-01',
    });
  });

  it('the proof is complete only when the last item the insurer asked for is in; payment meets the deadline', () => {
    const events = [
      entry('proof_of_loss_sent', '2026-03-18'),
      entry('documents_requested', '2026-03-25', { items: ['Contents inventory'] }),
      entry('documents_sent', '2026-04-06', { items: ['Contents inventory'] }),
      entry('payment_received', '2026-05-20'),
    ];
    expect(pay(ontario(events, '2026-05-21'))).toMatchObject({ triggeredOn: '2026-04-06', dueOn: '2026-06-05', status: 'met' });
  });

  it('is a home-policy condition: an auto claim does not get it', () => {
    expect(pay(ontario([entry('proof_of_loss_sent', '2026-03-18')], '2026-03-19', 'auto'))).toBeUndefined();
  });
});
