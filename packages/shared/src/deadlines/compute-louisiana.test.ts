import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { ClaimCategory, Deadline } from './types';

function louisiana(events: DiaryEntry[], today: string, claimCategory: ClaimCategory | null = null): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'LA', lossDate: '2026-08-30', events, today, claimCategory });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

// The audit's case: notice Tue 2026-09-01, satisfactory written proof Tue 2026-09-15, loss 2026-08-30.
const AUDIT_CASE = [entry('notice_given', '2026-09-01'), entry('proof_of_loss_sent', '2026-09-15')];

describe('Louisiana, La. R.S. 22:1892 and 22:1892.2', () => {
  it('§22:1892(A)(3): begins adjusting within 14 days of notice (Tue 09-15); read in the statute, not provisional', () => {
    const deadline = find(louisiana(AUDIT_CASE, '2026-09-16'), 'us-la-begin-adjusting');
    expect(deadline).toMatchObject({
      dueOn: '2026-09-15',
      status: 'overdue',
      provisional: false,
      citation: 'Louisiana Revised Statutes 22:1892(A)(3)',
    });
    expect(deadline?.sourceUrl).toBe('https://legis.la.gov/Legis/Law.aspx?d=509041');
    const inspected = [...AUDIT_CASE, entry('inspection', '2026-09-10')];
    expect(find(louisiana(inspected, '2026-09-16'), 'us-la-begin-adjusting')?.status).toBe('met');
  });

  it('§22:1892(A)(1) and (A)(4): offer and payment 30 days after satisfactory proof, Thu 10-15', () => {
    const list = louisiana(AUDIT_CASE, '2026-09-16');
    expect(find(list, 'us-la-written-offer')).toMatchObject({ dueOn: '2026-10-15', provisional: true });
    expect(find(list, 'us-la-pay')).toMatchObject({ dueOn: '2026-10-15', provisional: false });
    expect(find(list, 'us-la-pay')?.caveats.join(' ')).toContain('60 days after satisfactory written proof of loss');
  });

  it('the proof counts once the last requested item is in', () => {
    const events = [
      entry('documents_requested', '2026-03-10', { items: ['Repair estimate'] }),
      entry('proof_of_loss_sent', '2026-03-12'),
      entry('documents_sent', '2026-03-20', { items: ['Repair estimate'] }),
    ];
    expect(find(louisiana(events, '2026-03-21'), 'us-la-pay')).toMatchObject({
      triggeredOn: '2026-03-20',
      // 30 days end on Sunday 04-19, a legal holiday (R.S. 1:55): art. 5059 moves them to Monday.
      dueOn: '2026-04-20',
      rolledFrom: '2026-04-19',
    });
  });

  it('§22:1892.2(A)(2): a home claim from a catastrophic loss is paid within 60 days of satisfactory written proof, Sat 11-14', () => {
    const deadline = find(louisiana(AUDIT_CASE, '2026-09-16', 'home'), 'us-la-pay-catastrophic-home');
    expect(deadline).toMatchObject({
      dueOn: '2026-11-14',
      days: 60,
      provisional: false,
      citation: 'Louisiana Revised Statutes 22:1892.2(A)(2)',
    });
    // A Saturday is a legal holiday only in some parishes, so art. 5059 leaves the Saturday last day where it is.
    expect(find(louisiana(AUDIT_CASE, '2026-09-16', 'home'), 'us-la-pay-catastrophic-home')?.rolledFrom).toBeNull();
    expect(find(louisiana(AUDIT_CASE, '2026-09-16', 'auto'), 'us-la-pay-catastrophic-home')).toBeUndefined();
    // In force 1 July 2024: earlier proof is not counted under it.
    const before = [entry('proof_of_loss_sent', '2024-06-20')];
    expect(find(louisiana(before, '2024-06-21', 'home'), 'us-la-pay-catastrophic-home')).toBeUndefined();
  });

  it('Mardi Gras is a legal holiday: 30 days ending on Tue 2026-02-17 move to Wed 02-18 (art. 5059, R.S. 1:55)', () => {
    const deadline = find(louisiana([entry('proof_of_loss_sent', '2026-01-18')], '2026-01-19'), 'us-la-pay');
    expect(deadline).toMatchObject({ dueOn: '2026-02-18', rolledFrom: '2026-02-17' });
    expect(deadline?.caveats.join(' ')).toContain('a Sunday or holiday moves to the next day that is neither (a Saturday stays)');
  });

  it('§22:868(B): no less than 24 months to sue, counted from the date of loss (still provisional)', () => {
    const suit = find(louisiana([], '2026-09-10'), 'us-la-suit');
    expect(suit).toMatchObject({ who: 'policyholder', months: 24, dueOn: '2028-08-30', window: true, provisional: true });
  });
});

describe('Louisiana, §22:1892.3, §22:1896 and §22:1312', () => {
  it('§22:1892.3(C): the proof-of-loss form within 10 business days of the claim, skipping Labor Day: Wed 09-16', () => {
    expect(find(louisiana(AUDIT_CASE, '2026-09-16'), 'us-la-proof-form')).toMatchObject({
      dueOn: '2026-09-16',
      unit: 'business',
      status: 'open',
    });
    const sent = [...AUDIT_CASE, entry('proof_of_loss_requested', '2026-09-08')];
    expect(find(louisiana(sent, '2026-09-16'), 'us-la-proof-form')?.status).toBe('met');
  });

  it('§22:1892.3(D): whether the proof of loss is complete, within 10 business days of receiving it: Tue 09-29', () => {
    expect(find(louisiana(AUDIT_CASE, '2026-09-30'), 'us-la-proof-complete-notice')).toMatchObject({
      dueOn: '2026-09-29',
      status: 'overdue',
    });
  });

  it('§22:1892.3 applies from 1 August 2025 only', () => {
    const list = louisiana([entry('notice_given', '2025-07-31')], '2025-08-01');
    expect(find(list, 'us-la-proof-form')).toBeUndefined();
    expect(find(list, 'us-la-1312-proof-form')).toBeDefined();
  });

  it('§22:1896(A): a home insurer answers an inquiry of Wed 09-02 within 14 days, Wed 09-16', () => {
    const list = louisiana([entry('message_sent', '2026-09-02')], '2026-09-03', 'home');
    expect(find(list, 'us-la-reply')).toMatchObject({ dueOn: '2026-09-16', citation: 'Louisiana Revised Statutes 22:1896(A)' });
    expect(find(louisiana([entry('message_sent', '2026-09-02')], '2026-09-03', 'auto'), 'us-la-reply')).toBeUndefined();
  });

  it('§22:1312: a form for the proof of loss within 30 days of notice, Thu 10-01', () => {
    expect(find(louisiana(AUDIT_CASE, '2026-09-16', 'home'), 'us-la-1312-proof-form')).toMatchObject({
      dueOn: '2026-10-01',
      status: 'open',
    });
  });
});
