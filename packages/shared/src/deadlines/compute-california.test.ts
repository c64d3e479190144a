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
      {
        dueOn: '2026-03-17',
        rolledFrom: null,
        status: 'open',
        citation: 'California Code of Regulations, title 10, §2695.5(e)',
        provisional: false,
      },
    ]);
    expect(rule(california([notice], '2026-03-18'), 'us-ca-acknowledge')[0]?.status).toBe('overdue');
  });

  it('§2695.2(b): a last day on Cesar Chavez Day (31 March) moves to the next business day', () => {
    const [deadline] = rule(california([entry('notice_given', '2026-03-16')], '2026-03-20'), 'us-ca-acknowledge');
    expect(deadline).toMatchObject({ dueOn: '2026-04-01', rolledFrom: '2026-03-31' });
    expect(deadline?.basis).toBe(
      'California Code of Regulations, title 10, §2695.5(e): 15 calendar days after the insurer was notified of the claim on 2026-03-16; ' +
        '2026-03-31 is not a business day, so it moves to 2026-04-01 (California Code of Regulations, title 10, §2695.2(b))',
    );
    expect(deadline?.caveats.join(' ')).toContain('holidays here are federal and California state holidays. Lunar New Year');
  });

  it('§2695.5(b): 15 calendar days to answer a message, a Saturday end moving to Monday; more messages do not move it', () => {
    const events = [
      notice,
      entry('acknowledgement_received', '2026-03-04'),
      entry('message_sent', '2026-03-20'),
      entry('message_sent', '2026-03-27', { id: 'm2' }),
    ];
    expect(rule(california(events, '2026-03-30'), 'us-ca-reply')).toMatchObject([
      { dueOn: '2026-04-06', rolledFrom: '2026-04-04', triggeredBy: 'message_sent@2026-03-20' },
    ]);
  });

  it('§2695.7(b): 40 days from the first proof of claim (a Sunday end moves to Monday), then §2695.7(h): 30 days to pay', () => {
    const events = [
      notice,
      entry('documents_requested', '2026-03-05', { items: ['Photos', 'Invoice'] }),
      entry('documents_sent', '2026-03-10', { items: ['Photos'] }),
      entry('documents_sent', '2026-03-16', { items: ['Invoice'] }),
    ];
    expect(rule(california(events, '2026-04-27'), 'us-ca-accept-or-deny')).toMatchObject([
      {
        dueOn: '2026-04-20',
        rolledFrom: '2026-04-19',
        unit: 'calendar',
        days: 40,
        status: 'overdue',
        triggeredBy: 'documents_sent@2026-03-10',
      },
    ]);

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

  it('Ins. Code §2051.5(b): at least 12 months from the first payment to collect the holdback, property claims only', () => {
    const events = [notice, entry('payment_received', '2026-06-30'), entry('payment_received', '2026-08-01', { id: 'p2' })];
    const [holdback] = rule(california(events, '2026-09-01', 'home'), 'us-ca-replacement-cost-holdback');
    expect(holdback).toMatchObject({ dueOn: '2027-06-30', unit: 'months', months: 12, window: true, who: 'policyholder' });
    expect(holdback?.caveats.join(' ')).toContain('36 months for losses from 21 September 2018');
    expect(rule(california(events, '2026-09-01', 'auto'), 'us-ca-replacement-cost-holdback')).toEqual([]);
  });

  it('Ins. Code §2051.5(b) after a declared state of emergency: 36 months from the first payment, shown beside the 12, property only', () => {
    const events = [notice, entry('payment_received', '2026-06-30')];
    const [emergency] = rule(california(events, '2026-09-01', 'home'), 'us-ca-replacement-cost-holdback-emergency');
    expect(emergency).toMatchObject({ dueOn: '2029-06-30', unit: 'months', months: 36, who: 'policyholder', provisional: true });
    expect(emergency?.caveats.join(' ')).toContain('Only for a loss relating to a state of emergency');
    expect(rule(california(events, '2026-09-01', 'home'), 'us-ca-replacement-cost-holdback')[0]?.dueOn).toBe('2027-06-30');
    expect(rule(california(events, '2026-09-01', 'auto'), 'us-ca-replacement-cost-holdback-emergency')).toEqual([]);
  });

  it('Ins. Code §2071: 12 months from the loss to sue, stopped from notice until the written denial', () => {
    const denied = [notice, entry('denial_received', '2026-06-01', { channel: 'letter' })];
    const [suit] = rule(california(denied, '2026-06-02', 'home'), 'us-ca-2071-suit');
    // 2027-02-27 plus the 91 days from 2 March to 1 June 2026.
    expect(suit).toMatchObject({ dueOn: '2027-05-29', who: 'policyholder', window: true, triggeredOn: '2026-02-27' });
    expect(suit?.basis).toContain('plus 91 days stopped from 2026-03-02 to 2026-06-01');
  });

  it('Ins. Code §2071: while the claim is undecided the stop runs to today, and a phoned denial does not end it', () => {
    const events = [notice, entry('denial_received', '2026-04-01', { channel: 'phone' })];
    const [suit] = rule(california(events, '2026-05-01', 'home'), 'us-ca-2071-suit');
    expect(suit?.dueOn).toBe('2027-04-28');
    expect(suit?.basis).toContain('still stopped today');
    expect(rule(california([], '2026-05-01', 'home'), 'us-ca-2071-suit')[0]?.dueOn).toBe('2027-02-27');
  });

  it('Ins. Code §2071: a loss relating to a declared emergency has 24 months, stopped the same way, shown beside the 12 months', () => {
    const denied = [notice, entry('denial_received', '2026-06-01', { channel: 'letter' })];
    const list = california(denied, '2026-06-02', 'home');
    // 2028-02-27 plus the 91 days from 2 March to 1 June 2026.
    expect(rule(list, 'us-ca-2071-suit-emergency')).toMatchObject([{ dueOn: '2028-05-28', months: 24, provisional: true, window: true }]);
    expect(rule(list, 'us-ca-2071-suit')[0]?.caveats.join(' ')).toContain('24 months instead; that date is shown separately');
    expect(rule(california([], '2026-03-10', 'auto'), 'us-ca-2071-suit-emergency')).toEqual([]);
  });

  it('Ins. Code §2071: an emergency loss before 2019 gets only the 12 months', () => {
    const computed = computeDeadlines({
      country: 'United States',
      region: 'CA',
      lossDate: '2018-11-08',
      events: [],
      today: '2018-11-09',
      claimCategory: 'home',
    });
    expect(computed.map((d) => d.ruleId)).toContain('us-ca-2071-suit');
    expect(computed.map((d) => d.ruleId)).not.toContain('us-ca-2071-suit-emergency');
  });

  it('Ins. Code §2071: the sworn proof of loss within 60 days after a loss of Fri 2026-02-27, Tue 04-28, instead of the HO-3 wording', () => {
    const list = california([entry('proof_of_loss_requested', '2026-03-05')], '2026-03-10', 'home');
    expect(rule(list, 'us-ca-2071-proof-of-loss')).toMatchObject([
      { dueOn: '2026-04-28', who: 'policyholder', status: 'open', rolledFrom: null },
    ]);
    expect(rule(list, 'us-policy-proof-of-loss')).toEqual([]);
    const sent = california([entry('proof_of_loss_sent', '2026-04-20')], '2026-04-21', 'home');
    expect(rule(sent, 'us-ca-2071-proof-of-loss')[0]?.status).toBe('met');
    // A paid, accepted or denied claim no longer waits on a proof of loss.
    const paid = california([entry('payment_received', '2026-03-20')], '2026-04-30', 'home');
    expect(rule(paid, 'us-ca-2071-proof-of-loss')[0]?.status).toBe('met');
  });
});
