import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function florida(lossDate: string, noticeOn: string, today: string, claimCategory: 'auto' | 'home' | null = 'home'): Deadline[] {
  return computeDeadlines({
    country: 'United States',
    region: 'FL',
    lossDate,
    events: [entry('notice_given', noticeOn)],
    today,
    claimCategory,
  });
}
function floridaDiary(events: DiaryEntry[], today: string, claimCategory: 'auto' | 'home' | null = 'home'): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'FL', lossDate: null, events, today, claimCategory });
}
const summary = (list: Deadline[]) => Object.fromEntries(list.map((d) => [d.ruleId, d.dueOn]));
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('Florida §627.70131, §627.70132, §627.7142, §627.4265', () => {
  it('a 2024 home claim gets the current 7 and 60 days, the Bill of Rights, and the 1-year and 18-month limits', () => {
    expect(summary(florida('2024-04-15', '2024-05-01', '2024-05-02'))).toEqual({
      'us-fl-acknowledge': '2024-05-08',
      'us-fl-bill-of-rights': '2024-05-15',
      // 60 days end on Sun 2024-06-30; Rule 2.514(a) moves them to Monday.
      'us-fl-pay-or-deny': '2024-07-01',
      'us-fl-notice-of-claim': '2025-04-15',
      'us-fl-supplemental-claim': '2025-10-15',
      // §95.11(2)(e): five years from the date of loss.
      'us-fl-suit': '2029-04-15',
      'practice-follow-up': '2024-05-10',
    });
  });

  it('a 2021 claim gets the superseded 14 and 90 days, the Bill of Rights (from 2014), and no 1-year notice rule', () => {
    const list = florida('2021-09-10', '2021-09-12', '2021-09-13');
    expect(summary(list)).toEqual({
      // 14 days end on Sun 09-26 and 90 days on Sat 12-11; both move to the Monday.
      'us-fl-acknowledge-superseded': '2021-09-27',
      'us-fl-bill-of-rights': '2021-09-27',
      'us-fl-pay-or-deny-superseded': '2021-12-13',
      'us-fl-suit': '2026-09-10',
      'practice-follow-up': '2021-09-21',
    });
    expect(find(list, 'us-fl-pay-or-deny-superseded')).toMatchObject({ days: 90, effectiveTo: '2023-02-28' });
  });

  it('§95.11(2)(e): five years to sue from the date of loss, provisional and saying why; not for an auto claim', () => {
    const suit = find(florida('2024-04-15', '2024-05-01', '2024-05-02'), 'us-fl-suit');
    expect(suit).toMatchObject({ dueOn: '2029-04-15', months: 60, who: 'policyholder', window: true, provisional: true });
    expect(suit?.provisionalReason).toContain('amendments since 2014 were not checked');
    expect(find(florida('2024-04-15', '2024-05-01', '2024-05-02', 'auto'), 'us-fl-suit')).toBeUndefined();
  });

  it('§627.7142: the Bill of Rights applies from 1 October 2014 and says when it is not required', () => {
    expect(find(florida('2014-09-20', '2014-09-30', '2014-10-01'), 'us-fl-bill-of-rights')).toBeUndefined();
    const billOfRights = find(florida('2014-09-20', '2014-10-01', '2014-10-02'), 'us-fl-bill-of-rights');
    expect(billOfRights).toMatchObject({ dueOn: '2014-10-15', effectiveFrom: '2014-10-01' });
    expect(billOfRights?.caveats.join(' ')).toContain('state of emergency');
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
    expect(find(list, 'us-fl-notice-of-claim')).toMatchObject({
      status: 'met',
      window: false,
      triggeredBy: null,
      triggeredOn: '2024-04-15',
    });
    expect(find(list, 'us-fl-supplemental-claim')).toMatchObject({ status: 'overdue', window: true });
  });

  it('§627.70131(3): 7 days after proof of loss to begin investigating and 30 days to inspect', () => {
    const events = [entry('notice_given', '2024-05-01'), entry('proof_of_loss_sent', '2024-05-20'), entry('inspection', '2024-05-24')];
    const list = floridaDiary(events, '2024-06-01');
    expect(find(list, 'us-fl-investigate')).toMatchObject({
      // 7 days end on Memorial Day, Mon 2024-05-27, and move to the Tuesday.
      dueOn: '2024-05-28',
      status: 'met',
      citation: 'Florida Statutes §627.70131(3)(a)',
    });
    expect(find(list, 'us-fl-inspect')).toMatchObject({ dueOn: '2024-06-19', status: 'met', days: 30 });
  });

  it('§627.4265: a settlement agreed in writing is paid within 20 days; one agreed by phone starts nothing', () => {
    const written = [entry('offer_received', '2024-05-01'), entry('offer_accepted', '2024-05-03', { channel: 'letter' })];
    expect(find(floridaDiary(written, '2024-05-24', 'auto'), 'us-fl-settlement-payment')).toMatchObject({
      dueOn: '2024-05-23',
      status: 'overdue',
    });
    const phoned = [entry('offer_received', '2024-05-01'), entry('offer_accepted', '2024-05-03', { channel: 'phone' })];
    expect(find(floridaDiary(phoned, '2024-05-24', 'auto'), 'us-fl-settlement-payment')).toBeUndefined();
  });

  it('an auto claim gets F.A.C. 69O-166.024, not the property statute: 14 days to acknowledge, 10 working days to investigate', () => {
    const events = [entry('notice_given', '2024-05-22'), entry('proof_of_loss_sent', '2024-05-23')];
    const list = floridaDiary(events, '2024-05-24', 'auto');
    expect(list.some((d) => d.citation.startsWith('Florida Statutes §627.70131'))).toBe(false);
    expect(find(list, 'us-fl-auto-acknowledge')).toMatchObject({
      dueOn: '2024-06-05',
      citation: 'Florida Administrative Code r. 69O-166.024(1)',
    });
    // 10 working days from 23 May 2024 skip Memorial Day (27 May).
    expect(find(list, 'us-fl-auto-investigate')).toMatchObject({ dueOn: '2024-06-07', unit: 'business' });
  });
});
