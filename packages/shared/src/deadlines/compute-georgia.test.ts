import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { advisoriesFor } from './advisories';
import { computeDeadlines } from './compute';
import type { ClaimCategory, Deadline } from './types';

function georgia(events: DiaryEntry[], today: string, claimCategory: ClaimCategory | null = null): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'GA', lossDate: '2026-03-02', events, today, claimCategory });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);
const ids = (list: Deadline[]) => list.map((d) => d.ruleId);

describe('Georgia, Ga. Comp. R. & Regs. 120-2-52-.03', () => {
  it('15 days after notice to acknowledge and to send the proof forms; the acknowledgement does not send the forms', () => {
    const events = [entry('notice_given', '2026-03-02'), entry('acknowledgement_received', '2026-03-05')];
    const list = georgia(events, '2026-03-18');
    expect(find(list, 'us-ga-acknowledge')).toMatchObject({ dueOn: '2026-03-17', status: 'met', provisional: false });
    expect(find(list, 'us-ga-claim-forms')).toMatchObject({
      dueOn: '2026-03-17',
      status: 'overdue',
      citation: 'Georgia Comp. R. & Regs. 120-2-52-.03(2)',
    });
    expect(find(list, 'us-ga-claim-forms')?.sourceUrl).toContain('regulations.justia.com');
  });

  it('auto: 15 days after proof of loss to decide; a Saturday last day moves to Monday (O.C.G.A. §1-3-1(d)(3))', () => {
    const list = georgia([entry('proof_of_loss_sent', '2026-03-20')], '2026-03-21', 'auto');
    expect(find(list, 'us-ga-decide-auto')).toMatchObject({ dueOn: '2026-04-06', rolledFrom: '2026-04-04', days: 15 });
    expect(ids(list)).not.toContain('us-ga-decide-fire');
  });

  it('the audit case: notice Wed 2026-11-25 and auto proof Thu 12-10; the decision due on Christmas Day moves to Mon 12-28', () => {
    const events = [entry('notice_given', '2026-11-25'), entry('proof_of_loss_sent', '2026-12-10')];
    const list = georgia(events, '2026-12-11', 'auto');
    expect(find(list, 'us-ga-acknowledge')?.dueOn).toBe('2026-12-10');
    expect(find(list, 'us-ga-claim-forms')?.dueOn).toBe('2026-12-10');
    const decide = find(list, 'us-ga-decide-auto');
    expect(decide).toMatchObject({ dueOn: '2026-12-28', rolledFrom: '2026-12-25' });
    expect(decide?.basis).toContain('2026-12-25 is not a business day, so it moves to 2026-12-28 (O.C.G.A. §1-3-1(d)(3))');
    expect(find(georgia(events, '2026-12-11', 'home'), 'us-ga-decide-fire')).toMatchObject({ dueOn: '2027-02-08', rolledFrom: null });
  });

  it('home (fire lines): 60 days after proof of loss, met by acceptance; then 10 days to pay', () => {
    const events = [entry('proof_of_loss_sent', '2026-03-20'), entry('claim_accepted', '2026-04-10')];
    const list = georgia(events, '2026-04-11', 'home');
    expect(find(list, 'us-ga-decide-fire')).toMatchObject({ dueOn: '2026-05-19', status: 'met', days: 60 });
    expect(find(list, 'us-ga-pay')).toMatchObject({ dueOn: '2026-04-20', status: 'open' });
    expect(ids(list)).not.toContain('us-ga-decide-auto');
  });

  it('.03(3): where no proof of loss is required, investigates within 30 days of the claim: Wed 04-01', () => {
    const list = georgia([entry('notice_given', '2026-03-02')], '2026-03-03', 'home');
    expect(find(list, 'us-ga-investigate-without-proof')).toMatchObject({ dueOn: '2026-04-01', status: 'open', days: 30 });
    const inspected = georgia([entry('notice_given', '2026-03-02'), entry('inspection', '2026-03-20')], '2026-04-02', 'home');
    expect(find(inspected, 'us-ga-investigate-without-proof')?.status).toBe('met');
  });

  it('gives the 60-day demand before a bad-faith penalty (O.C.G.A. §33-4-6) as a point with no date', () => {
    expect(advisoriesFor('United States', 'GA').find((a) => a.citation === 'O.C.G.A. §33-4-6')).toMatchObject({ provisional: true });
  });
});
