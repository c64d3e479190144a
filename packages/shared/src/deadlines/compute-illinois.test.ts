import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { advisoriesFor } from './advisories';
import { computeDeadlines } from './compute';
import type { ClaimCategory, Deadline } from './types';

function illinois(events: DiaryEntry[], today: string, claimCategory: ClaimCategory | null = null): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'IL', lossDate: '2026-11-14', events, today, claimCategory });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('Illinois, 50 Ill. Adm. Code 919: "days" are calendar days (919.40)', () => {
  it('the audit case: notice Wed 2026-11-25 gives Thu 12-10 to acknowledge and Wed 12-16 to contact, Thanksgiving counted', () => {
    const list = illinois([entry('notice_given', '2026-11-25')], '2026-12-11');
    expect(find(list, 'us-il-acknowledge')).toMatchObject({ dueOn: '2026-12-10', unit: 'calendar', days: 15, status: 'overdue' });
    expect(find(list, 'us-il-contact')).toMatchObject({ dueOn: '2026-12-16', unit: 'calendar', days: 21, status: 'open' });
    expect(find(list, 'us-il-acknowledge')?.citation).toBe('50 Ill. Adm. Code Part 919; 919.40 (calendar days)');
  });

  it('the periods are still provisional, and say the calendar-day reading is from the official 919.40', () => {
    const deadline = find(illinois([entry('notice_given', '2026-11-25')], '2026-11-26'), 'us-il-acknowledge');
    expect(deadline).toMatchObject({ provisional: true, checkedOn: '2026-11-26' });
    expect(deadline?.provisionalReason).toContain('calendar days was read in the official 919.40');
    expect(deadline?.sourceUrl).toContain('ilga.gov');
  });

  it('pays within 30 days of affirming liability, under 919.50(a)', () => {
    const deadline = find(illinois([entry('claim_accepted', '2026-03-04')], '2026-03-05'), 'us-il-pay');
    expect(deadline).toMatchObject({ dueOn: '2026-04-03', citation: '50 Ill. Adm. Code 919.50(a)', status: 'open' });
  });

  it('a 30-day payment ending on Sun 2026-12-20 moves to Mon 12-21 (5 ILCS 70/1.11)', () => {
    const deadline = find(illinois([entry('claim_accepted', '2026-11-20')], '2026-11-21'), 'us-il-pay');
    expect(deadline).toMatchObject({ dueOn: '2026-12-21', rolledFrom: '2026-12-20' });
  });

  it("Lincoln's Birthday is an Illinois holiday: 15 days ending on Thu 2026-02-12 move to Fri 02-13", () => {
    expect(find(illinois([entry('notice_given', '2026-01-28')], '2026-01-29'), 'us-il-acknowledge')).toMatchObject({
      dueOn: '2026-02-13',
      rolledFrom: '2026-02-12',
    });
  });

  it('919.80(b)(2): a car damage claim reported Wed 2026-03-04 and unresolved after Mon 04-13 is owed a written explanation', () => {
    const reported = [entry('notice_given', '2026-03-04')];
    expect(find(illinois(reported, '2026-04-13', 'auto'), 'us-il-auto-delay-letter')).toMatchObject({
      dueOn: '2026-04-13',
      status: 'open',
      provisional: false,
    });
    expect(find(illinois(reported, '2026-04-14', 'auto'), 'us-il-auto-delay-letter')?.status).toBe('overdue');
    const explained = [...reported, entry('insurer_response', '2026-04-10', { channel: 'letter' })];
    expect(find(illinois(explained, '2026-04-14', 'auto'), 'us-il-auto-delay-letter')?.status).toBe('met');
    expect(find(illinois(reported, '2026-04-14', 'home'), 'us-il-auto-delay-letter')).toBeUndefined();
  });

  it('gives the suit-limit tolling of 215 ILCS 5/143.1 as a point with no date', () => {
    expect(advisoriesFor('United States', 'IL').map((a) => a.citation)).toContain('215 ILCS 5/143.1');
  });
});
