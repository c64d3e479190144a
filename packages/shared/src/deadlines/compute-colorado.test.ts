import { describe, expect, it } from 'vitest';
import { entry } from '../diary/test-support';
import type { DiaryEntry } from '../diary/timeline';
import { advisoriesFor } from './advisories';
import { computeDeadlines } from './compute';
import type { Deadline } from './types';

function colorado(events: DiaryEntry[], today: string): Deadline[] {
  return computeDeadlines({ country: 'United States', region: 'CO', lossDate: '2026-03-02', events, today });
}
const payOrDeny = (list: Deadline[]) => list.find((d) => d.ruleId === 'us-co-pay-or-deny');

describe('Colorado, 3 CCR 702-5-1-14 §4.A.1.a', () => {
  it('pays or denies within 60 days of a valid and complete claim; a Sunday last day moves to Monday (C.R.S. 2-4-108(2))', () => {
    expect(payOrDeny(colorado([entry('proof_of_loss_sent', '2026-03-18')], '2026-03-19'))).toMatchObject({
      dueOn: '2026-05-18',
      rolledFrom: '2026-05-17',
      provisional: false,
      citation: 'Colorado Regulation 3 CCR 702-5-1-14 §4.A.1.a (under C.R.S. §10-3-1110(2))',
    });
  });

  it('the audit case: a complete claim on Wed 2026-11-25 is decided by Mon 2027-01-25, not Sun 01-24', () => {
    expect(payOrDeny(colorado([entry('proof_of_loss_sent', '2026-11-25')], '2026-11-26'))).toMatchObject({
      dueOn: '2027-01-25',
      rolledFrom: '2027-01-24',
    });
  });

  it('Frances Cabrini Day (first Monday in October) is a Colorado holiday: a last day on Sun 2026-10-04 moves to Tue 10-06', () => {
    expect(payOrDeny(colorado([entry('proof_of_loss_sent', '2026-08-05')], '2026-08-06'))).toMatchObject({
      dueOn: '2026-10-06',
      rolledFrom: '2026-10-04',
    });
  });

  it('the claim is complete only when the last requested item is in; a denial meets the deadline', () => {
    const events = [
      entry('proof_of_loss_sent', '2026-03-18'),
      entry('documents_requested', '2026-03-25', { items: ['Contractor invoice'] }),
      entry('documents_sent', '2026-04-06', { items: ['Contractor invoice'] }),
      entry('denial_received', '2026-05-20'),
    ];
    expect(payOrDeny(colorado(events, '2026-05-21'))).toMatchObject({ triggeredOn: '2026-04-06', dueOn: '2026-06-05', status: 'met' });
  });

  it('gives the wildfire minimums (C.R.S. §10-4-110.8) as a point with no date', () => {
    expect(advisoriesFor('United States', 'CO').find((a) => a.citation === 'C.R.S. §10-4-110.8')?.text).toContain('at least 36 months');
  });
});
