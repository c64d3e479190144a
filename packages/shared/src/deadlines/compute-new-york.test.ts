import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function newYork(events: DiaryEntry[], today: string, claimCategory: 'home' | null = null): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'NY', lossDate: '2026-02-27', events, today, claimCategory });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('New York, Regulation 64 and Insurance Law §3407', () => {
  it("216.5(a)(1): 15 business days after notice, skipping Lincoln's and Washington's birthdays; an acknowledgement alone does not meet it", () => {
    const events = [entry('notice_given', '2026-02-02'), entry('acknowledgement_received', '2026-02-04')];
    expect(find(newYork(events, '2026-02-26'), 'us-ny-216-5')).toMatchObject({
      dueOn: '2026-02-25',
      unit: 'business',
      days: 15,
      status: 'overdue',
    });
  });

  it('216.6(c)(1): 15 business days after proof of loss to accept or reject; arson gives 30 business days', () => {
    const events = [entry('notice_given', '2026-03-02'), entry('proof_of_loss_sent', '2026-03-20')];
    const decision = find(newYork(events, '2026-03-24'), 'us-ny-216-6c');
    expect(decision).toMatchObject({ dueOn: '2026-04-10', status: 'open', citation: '11 NYCRR 216.6(c)(1) (Regulation 64)' });
    expect(decision?.caveats.join(' ')).toContain('suspects arson it has 30 business days');
    expect(decision?.caveats.join(' ')).toContain('New York public holidays (New York General Construction Law §24)');
  });

  it("216.6(c)(1): general election day (3 November 2026) and Veterans' day are not business days", () => {
    const events = [entry('proof_of_loss_sent', '2026-10-27')];
    expect(find(newYork(events, '2026-10-28'), 'us-ny-216-6c')?.dueOn).toBe('2026-11-19');
  });

  it('§3407(a): 60 days after a written request for proof of loss; a phone request does not start it', () => {
    const written = [entry('proof_of_loss_requested', '2026-03-10', { channel: 'letter' })];
    expect(find(newYork(written, '2026-03-24'), 'us-ny-3407-proof-of-loss')).toMatchObject({
      dueOn: '2026-05-11',
      rolledFrom: '2026-05-09',
      who: 'policyholder',
    });
    const phoned = [entry('proof_of_loss_requested', '2026-03-10', { channel: 'phone' })];
    expect(find(newYork(phoned, '2026-03-24'), 'us-ny-3407-proof-of-loss')).toBeUndefined();
  });

  it('§3407(a) with GCL §25-a: a last day on Columbus Day moves to the Tuesday', () => {
    const written = [entry('proof_of_loss_requested', '2026-08-13', { channel: 'letter' })];
    const deadline = find(newYork(written, '2026-08-14'), 'us-ny-3407-proof-of-loss');
    expect(deadline).toMatchObject({ dueOn: '2026-10-13', rolledFrom: '2026-10-12' });
    expect(deadline?.basis).toContain('(New York General Construction Law §25-a)');
  });

  it('uses §3407, not the policy-wording fallback, for the proof of loss', () => {
    const written = [entry('proof_of_loss_requested', '2026-03-10', { channel: 'letter' })];
    expect(newYork(written, '2026-03-24', 'home').map((d) => d.ruleId)).not.toContain('us-policy-proof-of-loss');
  });

  it('§216.6(f): pays within 5 business days of settlement, skipping Memorial Day; read in the DFS opinion, not provisional', () => {
    const events = [entry('offer_received', '2026-05-20'), entry('offer_accepted', '2026-05-22')];
    const deadline = find(newYork(events, '2026-05-26'), 'us-ny-pay-settlement');
    expect(deadline).toMatchObject({
      dueOn: '2026-06-01',
      status: 'open',
      provisional: false,
      citation: '11 NYCRR 216.6(f) (Regulation 64)',
    });
    expect(deadline?.sourceUrl).toBe('https://dfs.ny.gov/insurance/ogco2007/rg071003.htm');
    expect(deadline?.caveats.join(' ')).toContain('sign a release');
  });
});
