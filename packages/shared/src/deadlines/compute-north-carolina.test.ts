import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function northCarolina(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'NC', lossDate: '2026-11-20', events, today });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('North Carolina, each rule under its own section', () => {
  it('the audit case: a phone notice on Wed 2026-11-25 starts no acknowledgement clock (G.S. 58-3-100(c)); forms by Thu 12-10 (58-3-40)', () => {
    const list = northCarolina([entry('notice_given', '2026-11-25', { channel: 'phone' })], '2026-11-26');
    expect(find(list, 'us-nc-acknowledge')).toBeUndefined();
    expect(find(list, 'us-nc-claim-forms')).toMatchObject({
      dueOn: '2026-12-10',
      citation: 'N.C. Gen. Stat. §58-3-40',
      provisional: false,
    });
  });

  it('written or electronic notice starts the 30 days to acknowledge', () => {
    const deadline = find(northCarolina([entry('notice_given', '2026-03-02')], '2026-03-03'), 'us-nc-acknowledge');
    expect(deadline).toMatchObject({ dueOn: '2026-04-01', citation: 'N.C. Gen. Stat. §58-3-100(c)', provisional: false });
    expect(deadline?.sourceUrl).toContain('58-3-100');
  });

  it('the audit case: written notice Wed 2026-11-25 gives Fri 12-25 to acknowledge, and Christmas Day is not moved (G.S. 103-5 reaches only public offices)', () => {
    const deadline = find(northCarolina([entry('notice_given', '2026-11-25')], '2026-11-26'), 'us-nc-acknowledge');
    expect(deadline).toMatchObject({ dueOn: '2026-12-25', rolledFrom: null });
  });

  it('pays within 10 days of settlement under 11 NCAC 4.0421(1), provisional and saying why', () => {
    const list = northCarolina([entry('offer_received', '2026-03-16'), entry('offer_accepted', '2026-03-18')], '2026-03-19');
    const deadline = find(list, 'us-nc-pay-settlement');
    expect(deadline).toMatchObject({ dueOn: '2026-03-28', citation: '11 NCAC 4.0421(1)', provisional: true });
    expect(deadline?.provisionalReason).toContain("insurer's decision to pay");
  });

  it('3 years to sue from the inception of the loss, under G.S. 1-52(12) and 58-44-16: 2029-11-20', () => {
    expect(find(northCarolina([], '2026-11-26'), 'us-nc-suit')).toMatchObject({
      who: 'policyholder',
      months: 36,
      dueOn: '2029-11-20',
      citation: 'N.C. Gen. Stat. §1-52(12), §58-44-16',
      window: true,
    });
  });
});
