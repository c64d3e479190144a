import { describe, expect, it } from 'vitest';
import type { TConversation } from '@benji/shared';
import { groupByClaim } from './group-by-claim';

const conversation = (id: string, claimId: number | null): TConversation => ({
  session_id: id,
  updated_at: '2026-11-01T10:00:00Z',
  created_at: '2026-11-01T09:00:00Z',
  title: `Conversation ${id}`,
  renamed: false,
  claim_id: claimId,
});

const roof = { id: 1, insurance_company_name: 'Prairie General', type_of_claim: 'Roof Damage / Storm', date_of_incident: '2026-10-01' };
const car = { id: 2, insurance_company_name: 'Chinook Insurance', type_of_claim: 'Car Theft', date_of_incident: '2026-09-12' };

const summary = (groups: ReturnType<typeof groupByClaim>) =>
  groups.map((group) => [group.label, group.conversations.map((item) => item.session_id)]);

describe('the history grouped by claim', () => {
  it('puts each conversation under its claim, the groups in the order of their newest conversation', () => {
    const list = [conversation('a', 2), conversation('b', 1), conversation('c', 2), conversation('d', 1)];
    expect(summary(groupByClaim(list, [roof, car]))).toEqual([
      ['Chinook Insurance · Car Theft', ['a', 'c']],
      ['Prairie General · Roof Damage / Storm', ['b', 'd']],
    ]);
  });

  it('gives conversations about no claim a group of their own', () => {
    expect(summary(groupByClaim([conversation('a', null), conversation('b', 1), conversation('c', null)], [roof]))).toEqual([
      ['Not about a claim', ['a', 'c']],
      ['Prairie General · Roof Damage / Storm', ['b']],
    ]);
  });

  it('says so of a claim deleted since, rather than naming another', () => {
    expect(summary(groupByClaim([conversation('a', 9), conversation('b', 1), conversation('c', 8)], [roof]))).toEqual([
      ['Deleted claims', ['a', 'c']],
      ['Prairie General · Roof Damage / Storm', ['b']],
    ]);
  });

  it('tells two claims that read the same apart by their date of loss', () => {
    const again = { ...roof, id: 3, date_of_incident: '2026-11-02' };
    expect(groupByClaim([conversation('a', 1), conversation('b', 3)], [roof, again]).map((group) => group.label)).toEqual([
      'Prairie General · Roof Damage / Storm · 2026-10-01',
      'Prairie General · Roof Damage / Storm · 2026-11-02',
    ]);
  });

  it('is no groups for no conversations', () => {
    expect(groupByClaim([], [roof])).toEqual([]);
  });
});
