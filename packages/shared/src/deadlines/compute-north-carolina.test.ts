import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function northCarolina(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'NC', lossDate: '2026-03-02', events, today });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('North Carolina, G.S. chapter 58 and 11 NCAC 4.0421 (provisional: read only in secondary sources)', () => {
  it('30 days after notice to acknowledge, 15 to send the proof forms; a forms request meets the second', () => {
    const events = [entry('notice_given', '2026-03-02'), entry('proof_of_loss_requested', '2026-03-10')];
    const list = northCarolina(events, '2026-03-11');
    expect(find(list, 'us-nc-claim-forms')).toMatchObject({ dueOn: '2026-03-17', status: 'met' });
    expect(find(list, 'us-nc-acknowledge')).toMatchObject({ dueOn: '2026-04-01', status: 'met', provisional: true });
  });

  it('pays within 10 days of settlement; a last day on a Saturday stays (no roll-forward rule in the research)', () => {
    const list = northCarolina([entry('offer_received', '2026-03-16'), entry('offer_accepted', '2026-03-18')], '2026-03-30');
    expect(find(list, 'us-nc-pay-settlement')).toMatchObject({ dueOn: '2026-03-28', rolledFrom: null, status: 'overdue' });
  });

  it('3 years to sue, counted from the date of loss', () => {
    expect(find(northCarolina([], '2026-03-10'), 'us-nc-suit')).toMatchObject({
      who: 'policyholder',
      months: 36,
      dueOn: '2029-03-02',
      window: true,
    });
  });
});
