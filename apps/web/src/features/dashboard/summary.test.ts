import { describe, expect, it } from 'vitest';
import type { TClaim, TDeadline, TUpcomingDeadlines } from '@benji/shared';
import { claimLabel, countByStatus, nextDeadlines, openItemCounts } from './summary';

const claim = (id: number, status: TClaim['status'], company = `Insurer ${id}`): TClaim => ({
  id,
  insurance_company_name: company,
  policy_number: '',
  type_of_claim: 'House Fire',
  created_at: '2026-11-01T10:00:00Z',
  updated_at: '2026-11-01T10:00:00Z',
  description: '',
  date_of_incident: '2026-10-30',
  country_of_incident: 'United States',
  city_of_incident: 'Austin',
  region: 'TX',
  police_report_number: '',
  policy_document: null,
  policy_document_name: null,
  status,
  user: 1,
});

const deadline = (ruleId: string, dueOn: string, status: TDeadline['status']): TDeadline =>
  ({ ruleId, dueOn, status, unit: 'calendar', days: 15 }) as TDeadline;

const item = { kind: 'document' as const, description: 'Photos', since: '2026-11-02', sourceEventId: '1' };

const upcoming: TUpcomingDeadlines = {
  today: '2026-11-22',
  disclaimer: 'General information, not legal advice.',
  claims: [
    {
      claim_id: 1,
      deadlines: [deadline('a', '2026-12-10', 'open'), deadline('b', '2026-11-05', 'overdue')],
      open_items: { userOwes: [item], insurerOwes: [item, item] },
      coverage_notice: null,
    },
    {
      claim_id: 2,
      deadlines: [deadline('c', '2026-11-30', 'open'), deadline('d', '2026-10-01', 'overdue')],
      open_items: { userOwes: [item], insurerOwes: [] },
      coverage_notice: null,
    },
    {
      claim_id: 3,
      deadlines: [deadline('e', '2026-11-23', 'open')],
      open_items: { userOwes: [item], insurerOwes: [item] },
      coverage_notice: null,
    },
  ],
};
const claims = [claim(1, 'Active'), claim(2, 'Rejected'), claim(3, 'Paid')];

describe('dashboard summary', () => {
  it('counts claims by status, every status present', () => {
    expect(countByStatus(claims)).toEqual({ Active: 1, Draft: 0, Paid: 1, Rejected: 1 });
    expect(countByStatus([])).toEqual({ Active: 0, Draft: 0, Paid: 0, Rejected: 0 });
  });

  it('puts overdue deadlines first, then the soonest, and leaves out paid claims', () => {
    expect(nextDeadlines(upcoming, claims, 10).map(({ claim, deadline }) => `${claim.id}:${deadline.ruleId}`)).toEqual([
      '2:d',
      '1:b',
      '2:c',
      '1:a',
    ]);
    expect(nextDeadlines(upcoming, claims, 2)).toHaveLength(2);
    expect(nextDeadlines(upcoming, [], 5)).toEqual([]);
  });

  it('adds up the open items of the claims still followed', () => {
    expect(openItemCounts(upcoming, claims)).toEqual({ userOwes: 2, insurerOwes: 2 });
  });

  it('names a claim by its insurer, else its type', () => {
    expect(claimLabel(claim(1, 'Active', 'State Farm'))).toBe('State Farm');
    expect(claimLabel(claim(1, 'Active', '  '))).toBe('House Fire');
  });
});
