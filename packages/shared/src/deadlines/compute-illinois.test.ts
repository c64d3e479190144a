import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { advisoriesFor } from './advisories';
import { computeDeadlines } from './compute';
import { BUSINESS_DAYS_NOTE } from './disclaimer';
import type { Deadline } from './types';

function illinois(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'IL', lossDate: '2026-11-14', events, today });
}
const find = (list: Deadline[], id: string) => list.find((d) => d.ruleId === id);

describe('Illinois, 50 Ill. Adm. Code 919 (provisional: read only in secondary sources)', () => {
  it('acknowledges within 15 working days and contacts within 21, skipping Thanksgiving', () => {
    const list = illinois([entry('notice_given', '2026-11-16')], '2026-12-09');
    expect(find(list, 'us-il-acknowledge')).toMatchObject({ dueOn: '2026-12-08', unit: 'business', days: 15, status: 'overdue' });
    expect(find(list, 'us-il-contact')).toMatchObject({ dueOn: '2026-12-16', unit: 'business', days: 21, status: 'open' });
    expect(find(list, 'us-il-acknowledge')?.caveats).toContain(BUSINESS_DAYS_NOTE.us_federal);
  });

  it('a working-day period over Christmas ends after it', () => {
    expect(find(illinois([entry('notice_given', '2026-12-07')], '2026-12-08'), 'us-il-acknowledge')?.dueOn).toBe('2026-12-29');
  });

  it('pays within 30 days of affirming liability; a Sunday last day stays (no roll-forward rule in the research)', () => {
    const list = illinois([entry('claim_accepted', '2026-11-20')], '2026-11-21');
    expect(find(list, 'us-il-pay')).toMatchObject({ dueOn: '2026-12-20', rolledFrom: null, status: 'open' });
  });

  it('gives the suit-limit tolling of 215 ILCS 5/143.1 as a point with no date', () => {
    expect(advisoriesFor('United States', 'IL').map((a) => a.citation)).toContain('215 ILCS 5/143.1');
  });
});
