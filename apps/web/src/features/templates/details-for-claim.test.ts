import { describe, expect, it } from 'vitest';
import { detailsForClaim } from './details-for-claim';

describe('detailsForClaim', () => {
  const details = [
    { insurance_company_name: 'Harbour Auto', policy_number: 'AU-1', adjuster_name: 'Kim', add_claim_number: 'H-9' },
    { insurance_company_name: 'maple mutual', policy_number: '', adjuster_name: 'Sam Lee', add_claim_number: 'CL-42' },
    { insurance_company_name: 'Maple Mutual', policy_number: 'HO-448812', adjuster_name: 'Jo Park', add_claim_number: 'CL-77' },
  ];

  it('matches on the policy number when both have one', () => {
    expect(detailsForClaim(details, { policy_number: ' ho-448812 ', insurance_company_name: 'Other' })?.adjuster_name).toBe('Jo Park');
  });

  it('falls back to the insurer, ignoring case, when a policy number is missing', () => {
    expect(detailsForClaim(details, { policy_number: '', insurance_company_name: 'Maple Mutual' })?.adjuster_name).toBe('Sam Lee');
  });

  it('takes the claim’s own details first, and never another claim’s by a matching number', () => {
    const linked = [
      { claim_id: 5, insurance_company_name: 'Maple Mutual', policy_number: 'HO-448812', adjuster_name: 'Other claim’s adjuster' },
      { claim_id: 9, insurance_company_name: 'Renamed Mutual', policy_number: 'NEW-1', adjuster_name: 'Own adjuster' },
    ];
    const claim = { id: 9, policy_number: 'HO-448812', insurance_company_name: 'Maple Mutual' };
    expect(detailsForClaim(linked, claim)?.adjuster_name).toBe('Own adjuster');
    expect(detailsForClaim(linked, { ...claim, id: 12 })).toBeNull();
  });

  it('does not match a different policy at the same insurer, nor a claim that names neither', () => {
    expect(detailsForClaim(details, { policy_number: 'HO-000001', insurance_company_name: 'Harbour Auto' })).toBeNull();
    expect(detailsForClaim(details, { policy_number: '', insurance_company_name: '' })).toBeNull();
  });
});
