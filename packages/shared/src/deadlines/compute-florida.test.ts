import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function florida(lossDate: string, noticeOn: string, today: string, claimCategory: 'auto' | 'home' | null = 'home'): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'FL', lossDate, events: [entry('notice_given', noticeOn)], today, claimCategory });
}
const summary = (list: Deadline[]) => Object.fromEntries(list.map((d) => [d.ruleId, d.dueOn]));

describe('Florida §627.70131, §627.70132, §627.7142', () => {
  it('a 2024 claim gets the current 7 and 60 days, the Bill of Rights, and the 1-year and 18-month limits', () => {
    expect(summary(florida('2024-04-15', '2024-05-01', '2024-05-02'))).toEqual({
      'us-fl-acknowledge': '2024-05-08',
      'us-fl-bill-of-rights': '2024-05-15',
      'us-fl-pay-or-deny': '2024-06-30',
      'us-fl-notice-of-claim': '2025-04-15',
      'us-fl-supplemental-claim': '2025-10-15',
      'practice-follow-up': '2024-05-10',
    });
  });

  it('a 2021 claim gets the superseded 14 and 90 days and no 1-year notice rule', () => {
    const list = florida('2021-09-10', '2021-09-12', '2021-09-13');
    expect(summary(list)).toEqual({
      'us-fl-acknowledge-superseded': '2021-09-26',
      'us-fl-pay-or-deny-superseded': '2021-12-11',
      'practice-follow-up': '2021-09-21',
    });
    expect(list.find((d) => d.ruleId === 'us-fl-pay-or-deny-superseded')).toMatchObject({ days: 90, effectiveTo: '2023-02-28' });
  });

  it.each([
    ['2023-02-28', 'us-fl-pay-or-deny-superseded', 90],
    ['2023-03-01', 'us-fl-pay-or-deny', 60],
  ])('notice on %s falls under %s', (noticeOn, ruleId, days) => {
    const payOrDeny = florida('2023-02-20', noticeOn, noticeOn).filter((d) => d.title === 'Pay or deny the claim');
    expect(payOrDeny).toMatchObject([{ ruleId, days }]);
    expect(payOrDeny[0]?.effectiveNote).toBeTruthy();
  });

  it('marks the notice of claim met and the supplemental window as a window', () => {
    const list = florida('2024-04-15', '2024-05-01', '2025-11-01');
    expect(list.find((d) => d.ruleId === 'us-fl-notice-of-claim')).toMatchObject({ status: 'met', window: false, triggeredBy: null, triggeredOn: '2024-04-15' });
    expect(list.find((d) => d.ruleId === 'us-fl-supplemental-claim')).toMatchObject({ status: 'overdue', window: true });
  });

  it('keeps property-only rules off an auto claim', () => {
    expect(Object.keys(summary(florida('2024-04-15', '2024-05-01', '2024-05-02', 'auto')))).toEqual(['us-fl-acknowledge', 'practice-follow-up']);
  });

  it('§627.70131: 7 days after proof of loss to begin investigating', () => {
    const events = [entry('notice_given', '2024-05-01'), entry('proof_of_loss_sent', '2024-05-20'), entry('inspection', '2024-05-24')];
    const list = computeDeadlines({ country: 'United States', region: 'FL', lossDate: null, events, today: '2024-06-01' });
    expect(list.find((d) => d.ruleId === 'us-fl-investigate')).toMatchObject({ dueOn: '2024-05-27', status: 'met' });
  });
});
