import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function newYork(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'NY', lossDate: '2026-02-27', events, today });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('New York, Regulation 64 and Insurance Law §3407', () => {
  it('216.5: 15 business days after notice to begin investigating; an acknowledgement alone does not meet it', () => {
    const events = [entry('notice_given', '2026-03-02'), entry('acknowledgement_received', '2026-03-04')];
    expect(find(newYork(events, '2026-03-24'), 'us-ny-216-5')).toMatchObject({ dueOn: '2026-03-23', unit: 'business', days: 15, status: 'overdue' });
  });

  it('216.6(c): 15 business days after proof of loss to accept or reject', () => {
    const events = [entry('notice_given', '2026-03-02'), entry('proof_of_loss_sent', '2026-03-20')];
    expect(find(newYork(events, '2026-03-24'), 'us-ny-216-6c')).toMatchObject({ dueOn: '2026-04-10', status: 'open' });
  });

  it('§3407: 60 days after a written request for proof of loss; a phone request does not start it', () => {
    const written = [entry('proof_of_loss_requested', '2026-03-10', { channel: 'letter' })];
    expect(find(newYork(written, '2026-03-24'), 'us-ny-3407-proof-of-loss')).toMatchObject({ dueOn: '2026-05-09', who: 'policyholder' });
    const phoned = [entry('proof_of_loss_requested', '2026-03-10', { channel: 'phone' })];
    expect(find(newYork(phoned, '2026-03-24'), 'us-ny-3407-proof-of-loss')).toBeUndefined();
  });

  it('pays within 5 business days of settlement, skipping Memorial Day', () => {
    const events = [entry('offer_received', '2026-05-20'), entry('offer_accepted', '2026-05-22')];
    expect(find(newYork(events, '2026-05-26'), 'us-ny-pay-settlement')).toMatchObject({ dueOn: '2026-06-01', status: 'open' });
  });
});
