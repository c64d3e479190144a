import { describe, expect, it } from 'vitest';
import { sampleClaimLetter } from './sample-letter';

const claim = {
  insurance_company_name: 'State Farm',
  policy_number: 'SF-2024-77',
  type_of_claim: 'Car Theft',
  date_of_incident: '2026-11-03',
  city_of_incident: 'Austin',
  country_of_incident: 'United States',
  police_report_number: 'APD-991',
};

describe('sampleClaimLetter', () => {
  it('asks the insurer to keep the claim open for 60 days, with the claim’s details', () => {
    const letter = sampleClaimLetter(claim, 'Ana Ruiz');
    expect(letter).toContain('Subject: Request to keep my claim open for 60 days (policy SF-2024-77)');
    expect(letter).toContain('Dear State Farm Claims Department,');
    expect(letter).toContain(
      'my Car Theft claim under policy number SF-2024-77, for the incident of Nov 3, 2026 in Austin, United States.',
    );
    expect(letter).toContain('The police report number is APD-991.');
    expect(letter).toContain('Please keep the claim open for 60 days');
    expect(letter.endsWith('Sincerely,\nAna Ruiz')).toBe(true);
  });

  it('leaves placeholders for what is not known, and no police report sentence without one', () => {
    const letter = sampleClaimLetter({ ...claim, insurance_company_name: ' ', policy_number: '', police_report_number: '' }, '');
    expect(letter).toContain('Dear [Insurance Company] Claims Department,');
    expect(letter).toContain('policy number [Policy Number]');
    expect(letter).not.toContain('police report');
    expect(letter.endsWith('[Your Full Name]')).toBe(true);
  });
});
