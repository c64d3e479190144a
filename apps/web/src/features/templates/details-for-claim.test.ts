import { fillPlaceholders, findTemplate } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import { detailsForClaim, formatCalendarDate, knownValues } from './known-values';

const user = { full_name: 'Ana Ruiz', email: 'ana@example.com', address: '12 Elm Street, Toronto, ON', phone_number: '' };
const claim = {
  insurance_company_name: 'Maple Mutual',
  policy_number: 'HO-448812',
  date_of_incident: '2026-01-03',
  city_of_incident: 'Toronto',
  region: 'ON',
  country_of_incident: 'Canada',
  type_of_claim: 'Basement Flood / Water Damage',
  description: 'The sump pump failed during the thaw.',
};
const today = new Date(2026, 1, 10, 23, 30);

describe('knownValues', () => {
  it('fills the user, the letter date and the chosen claim', () => {
    expect(knownValues({ user, claim, today })).toEqual({
      Date: 'February 10, 2026',
      'Your Full Name': 'Ana Ruiz',
      'Your Email': 'ana@example.com',
      'Your Address': '12 Elm Street, Toronto, ON',
      'Insurance Company': 'Maple Mutual',
      'Policy Number': 'HO-448812',
      'Date of Loss': 'January 3, 2026',
      'Loss Location': 'Toronto, ON, Canada',
      'Type of Loss': 'Basement Flood / Water Damage',
      'Description of Loss': 'The sump pump failed during the thaw.',
    });
  });

  it('leaves out what is blank, so those placeholders stay marked', () => {
    const values = knownValues({ user, claim: { ...claim, policy_number: '  ', region: null }, today });
    expect(values).not.toHaveProperty('Your Phone');
    expect(values).not.toHaveProperty('Policy Number');
    expect(values['Loss Location']).toBe('Toronto, Canada');
  });

  it('knows only the user and the date without a claim', () => {
    expect(Object.keys(knownValues({ user, today })).sort()).toEqual(['Date', 'Your Address', 'Your Email', 'Your Full Name']);
  });

  it('takes the adjuster, the claim number and the insurer from the claim details', () => {
    const values = knownValues({
      user,
      claim,
      details: {
        adjuster_name: 'Sam Lee',
        add_claim_number: 'CL-2026-0042',
        insurance_company_name: 'Maple Mutual Insurance',
        policy_number: '',
      },
      today,
    });
    expect(values['Adjuster Name']).toBe('Sam Lee');
    expect(values['Claim Number']).toBe('CL-2026-0042');
    expect(values['Insurance Company']).toBe('Maple Mutual Insurance');
    expect(values['Policy Number']).toBe('HO-448812');
  });

  it('fills a real template: known values everywhere they repeat, unknown ones left bracketed', () => {
    const template = findTemplate('status-check-in')!;
    const result = fillPlaceholders(template.fullContent.body, knownValues({ user, claim, today }));
    expect(result.text).not.toContain('[Policy Number]');
    expect(result.text.match(/HO-448812/g)?.length).toBe(template.fullContent.body.match(/\[Policy Number\]/g)?.length);
    expect(result.unfilled).toEqual(expect.arrayContaining(['Adjuster Name', 'Claim Number', 'Your Phone']));
    expect(result.segments.filter((segment) => !segment.filled).map((segment) => segment.text)).toContain('[Adjuster Name]');
  });
});

describe('formatCalendarDate', () => {
  it('reads the date as a calendar day whatever the time zone', () => {
    expect(formatCalendarDate('2026-12-31')).toBe('December 31, 2026');
    expect(formatCalendarDate('not a date')).toBe('not a date');
  });
});

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
