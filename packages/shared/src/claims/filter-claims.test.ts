import { describe, expect, it } from 'vitest';
import { filterClaims, type FilterableClaim } from './filter-claims';

const claims: (FilterableClaim & { id: number })[] = [
  { id: 1, insurance_company_name: 'Intact Insurance', policy_number: 'POL-100', type_of_claim: 'House Fire', status: 'Active' },
  { id: 2, insurance_company_name: 'State Farm', policy_number: 'SF-2024-77', type_of_claim: 'Car Theft', status: 'Paid' },
  { id: 3, insurance_company_name: 'Allstate', policy_number: '', type_of_claim: 'Collision (Accident)', status: 'Rejected' },
  { id: 4, insurance_company_name: 'Aviva', policy_number: 'AV-9', type_of_claim: 'Roof Damage / Storm', status: 'Draft' },
];
const ids = (list: { id: number }[]) => list.map((claim) => claim.id);

describe('filterClaims', () => {
  it('keeps everything, in order, for an empty search and All', () => {
    expect(ids(filterClaims(claims, { search: '', status: 'All' }))).toEqual([1, 2, 3, 4]);
    expect(ids(filterClaims(claims, { search: '   ', status: 'All' }))).toEqual([1, 2, 3, 4]);
  });

  it('searches the company, the policy id and the claim type, ignoring case and outer spaces', () => {
    expect(ids(filterClaims(claims, { search: 'state', status: 'All' }))).toEqual([2, 3]);
    expect(ids(filterClaims(claims, { search: ' sf-2024 ', status: 'All' }))).toEqual([2]);
    expect(ids(filterClaims(claims, { search: 'COLLISION', status: 'All' }))).toEqual([3]);
    expect(ids(filterClaims(claims, { search: 'damage / storm', status: 'All' }))).toEqual([4]);
  });

  it('does not search other fields', () => {
    expect(filterClaims(claims, { search: 'Paid', status: 'All' })).toEqual([]);
  });

  it.each([
    ['Active', [1]],
    ['Paid', [2]],
    ['Rejected', [3]],
    ['Draft', [4]],
  ] as const)('filters by status %s', (status, expected) => {
    expect(ids(filterClaims(claims, { search: '', status }))).toEqual(expected);
  });

  it('applies search and status together', () => {
    expect(ids(filterClaims(claims, { search: 'state', status: 'Paid' }))).toEqual([2]);
    expect(filterClaims(claims, { search: 'state', status: 'Draft' })).toEqual([]);
  });
});
