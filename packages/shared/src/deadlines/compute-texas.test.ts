import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function texas(events: DiaryEntry[], today = '2026-03-20'): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'tx', lossDate: '2026-02-27', events, today });
}
const rule = (list: Deadline[], id: string) => list.filter((d) => d.ruleId === id);

const requested = [
  entry('notice_given', '2026-03-02'),
  entry('documents_requested', '2026-03-05', { items: ['Photos', 'Repair estimate'] }),
  entry('documents_sent', '2026-03-10', { items: ['Photos'] }),
  entry('documents_sent', '2026-03-12', { items: ['REPAIR ESTIMATE'] }),
];

describe('Texas Insurance Code chapter 542', () => {
  it('§542.055: 15 days after written notice to acknowledge, met by any word from the insurer', () => {
    expect(rule(texas(requested), 'us-tx-542-055')).toMatchObject([
      { dueOn: '2026-03-17', unit: 'calendar', days: 15, status: 'met', metOn: '2026-03-05', triggeredBy: 'notice_given@2026-03-02' },
    ]);
  });

  it('§542.055 with §542.051(4): a claim reported by phone starts nothing until it is put in writing', () => {
    const phoned = entry('notice_given', '2026-03-02', { channel: 'phone' });
    expect(rule(texas([phoned]), 'us-tx-542-055')).toEqual([]);
    const written = entry('notice_given', '2026-03-06', { id: 'letter', channel: 'letter' });
    expect(rule(texas([phoned, written]), 'us-tx-542-055')).toMatchObject([
      { triggeredBy: 'letter', dueOn: '2026-03-23', rolledFrom: '2026-03-21' },
    ]);
  });

  it('§542.056: 15 business days from the day the last requested item arrived', () => {
    const [deadline] = rule(texas(requested), 'us-tx-542-056');
    expect(deadline).toMatchObject({
      dueOn: '2026-04-02',
      unit: 'business',
      days: 15,
      status: 'open',
      triggeredBy: 'documents_sent@2026-03-12',
    });
    expect(deadline?.basis).toBe(
      'Texas Insurance Code §542.056: 15 business days after the insurer received all requested items on 2026-03-12',
    );
    expect(deadline?.caveats.join(' ')).toContain('Texas national and state holidays');
  });

  it('§542.056: a proof of loss with nothing requested starts the clock at once', () => {
    const [deadline] = rule(texas([entry('proof_of_loss_sent', '2026-03-02')]), 'us-tx-542-056');
    expect(deadline?.basis).toBe(
      'Texas Insurance Code §542.056: 15 business days after the insurer received all requested items on 2026-03-02',
    );
    expect(deadline?.dueOn).toBe('2026-03-23');
  });

  it('§542.056: papers sent unasked after the clock starts do not move it', () => {
    const events = [...requested, entry('documents_sent', '2026-03-16', { items: ['Receipts'] })];
    expect(rule(texas(events), 'us-tx-542-056').map((d) => d.dueOn)).toEqual(['2026-04-02']);
  });

  it.each([
    [
      'a written notice within the period extends to 45 days after it',
      { channel: 'letter' as const },
      '2026-03-25',
      // 45 days end on Sat 05-09; §311.014(b) moves them to Monday.
      '2026-05-11',
      'extension_notice@2026-03-25',
    ],
    ['a phone call does not extend', { channel: 'phone' as const }, '2026-03-25', '2026-04-02', null],
    ['a notice after the deadline does not extend', { channel: 'email' as const }, '2026-04-06', '2026-04-02', null],
  ])('§542.056 extension: %s', (_name, extra, on, dueOn, extendedBy) => {
    const [deadline] = rule(texas([...requested, entry('extension_notice', on, extra)], '2026-04-10'), 'us-tx-542-056');
    expect(deadline).toMatchObject({ dueOn, extendedBy });
  });

  it('§542.056 extension: the deadline reads as 45 calendar days with its basis', () => {
    const [deadline] = rule(texas([...requested, entry('extension_notice', '2026-03-25')], '2026-03-26'), 'us-tx-542-056');
    expect(deadline).toMatchObject({ unit: 'calendar', days: 45, extendedOn: '2026-03-25', status: 'open' });
    expect(deadline?.basis).toContain("45 calendar days after the insurer's written notice that it needs more time on 2026-03-25");
  });

  it('§542.056 with §542.051(1): Texas Independence Day (2 March) is not a business day', () => {
    const [deadline] = rule(texas([entry('proof_of_loss_sent', '2026-02-20')], '2026-03-01'), 'us-tx-542-056');
    expect(deadline?.dueOn).toBe('2026-03-16');
  });

  it('§542.057: pay within 5 business days of accepting; San Jacinto Day (21 April) does not count', () => {
    const events = [...requested, entry('claim_accepted', '2026-04-20')];
    expect(rule(texas(events, '2026-04-29'), 'us-tx-542-057')).toMatchObject([
      { dueOn: '2026-04-28', unit: 'business', days: 5, status: 'overdue' },
    ]);
    expect(rule(texas([...events, entry('payment_received', '2026-04-24')], '2026-04-29'), 'us-tx-542-057')[0]?.status).toBe('met');
    expect(rule(texas(events, '2026-04-29'), 'us-tx-542-056')[0]).toMatchObject({ status: 'met', metBy: 'claim_accepted@2026-04-20' });
  });

  it('§542.057: 3 July 2026 is a federal day off but a Texas business day', () => {
    const events = [entry('claim_accepted', '2026-06-30')];
    expect(rule(texas(events, '2026-07-01'), 'us-tx-542-057')[0]?.dueOn).toBe('2026-07-07');
  });

  it('§542.057: interest on late payment is cited to §542.060, with the chapter 542A rate', () => {
    const [deadline] = rule(texas([entry('claim_accepted', '2026-04-20')], '2026-04-21'), 'us-tx-542-057');
    expect(deadline?.caveats.join(' ')).toContain('§542.060(a)');
    expect(deadline?.caveats.join(' ')).toContain('Finance Code §304.003 plus 5% (§542.060(c))');
    expect(deadline?.caveats.join(' ')).not.toContain('§542.058');
  });

  it('§542.058(a): pay within 60 days of receiving everything requested; a denial also ends the clock', () => {
    expect(rule(texas(requested, '2026-05-12'), 'us-tx-542-058')).toMatchObject([
      { dueOn: '2026-05-11', unit: 'calendar', days: 60, status: 'overdue', triggeredBy: 'documents_sent@2026-03-12' },
    ]);
    const denied = [...requested, entry('denial_received', '2026-04-15')];
    expect(rule(texas(denied, '2026-05-12'), 'us-tx-542-058')[0]?.status).toBe('met');
  });

  it('the audit case: everything received Wed 2026-11-25; §542.058 ends Sun 2027-01-24 and §311.014(b) moves it to Mon 01-25', () => {
    const events = [entry('notice_given', '2026-11-25', { channel: 'letter' }), entry('proof_of_loss_sent', '2026-11-25')];
    const list = texas(events, '2026-11-26');
    expect(rule(list, 'us-tx-542-058')).toMatchObject([{ dueOn: '2027-01-25', rolledFrom: '2027-01-24' }]);
    expect(rule(list, 'us-tx-542-058')[0]?.basis).toContain('(Texas Government Code §311.014(b))');
    // §542.055's 15 days end on Thu 12-10, a working day, and stay; §542.056 skips both Thanksgiving days.
    expect(rule(list, 'us-tx-542-055')).toMatchObject([{ dueOn: '2026-12-10', rolledFrom: null }]);
    expect(rule(list, 'us-tx-542-056')).toMatchObject([{ dueOn: '2026-12-18' }]);
  });
});
