import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import { PROVISIONAL_NOTE } from './disclaimer';
import type { Deadline } from './types';

function louisiana(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'LA', lossDate: '2026-03-02', events, today });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

// The research gives no Louisiana rule moving a last day off a weekend, so none is moved.
describe('Louisiana, La. R.S. 22:1892 and 22:868(B) (provisional: read only in secondary sources)', () => {
  it('begins adjusting within 14 days of notice; a last day on a Saturday stays; an acknowledgement alone does not meet it', () => {
    const events = [entry('notice_given', '2026-03-07'), entry('acknowledgement_received', '2026-03-09')];
    const deadline = find(louisiana(events, '2026-03-23'), 'us-la-begin-adjusting');
    expect(deadline).toMatchObject({ dueOn: '2026-03-21', rolledFrom: null, status: 'overdue', provisional: true, sourceUrl: null });
    expect(deadline?.caveats).toEqual(['After a catastrophe the insurer has 30 days.', PROVISIONAL_NOTE]);

    const inspected = [...events, entry('inspection', '2026-03-18')];
    expect(find(louisiana(inspected, '2026-03-23'), 'us-la-begin-adjusting')?.status).toBe('met');
  });

  it('offer and payment: 30 days from satisfactory proof, once the last requested item is in; a Sunday last day stays', () => {
    const events = [
      entry('documents_requested', '2026-03-10', { items: ['Repair estimate'] }),
      entry('proof_of_loss_sent', '2026-03-12'),
      entry('documents_sent', '2026-03-20', { items: ['Repair estimate'] }),
      entry('offer_received', '2026-04-01'),
    ];
    const list = louisiana(events, '2026-04-02');
    expect(find(list, 'us-la-written-offer')).toMatchObject({ dueOn: '2026-04-19', triggeredOn: '2026-03-20', status: 'met' });
    expect(find(list, 'us-la-pay')).toMatchObject({ dueOn: '2026-04-19', rolledFrom: null, status: 'open' });
    expect(find(list, 'us-la-pay')?.caveats.join(' ')).toContain('60 days for claims from 1 July 2024');
  });

  it('§22:868(B): no less than 24 months to sue, counted from the date of loss', () => {
    const suit = find(louisiana([], '2026-03-10'), 'us-la-suit');
    expect(suit).toMatchObject({ who: 'policyholder', months: 24, dueOn: '2028-03-02', window: true, provisional: true });
    expect(suit?.provisionalReason).toContain('unverified');
  });
});
