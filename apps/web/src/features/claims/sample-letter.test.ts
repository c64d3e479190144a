import { describe, expect, it } from 'vitest';
import { sampleClaimEmail, sampleClaimLetter } from './sample-letter';

const claim = {
  insurance_company_name: 'State Farm',
  policy_number: 'SF-2024-77',
  type_of_claim: 'Car Theft',
  date_of_incident: '2026-11-03',
  city_of_incident: 'Austin',
  country_of_incident: 'United States',
  region: 'TX',
  police_report_number: 'APD-991',
  description: 'Taken from the driveway overnight.',
  created_at: '2026-11-05T15:20:00.000Z',
};
const details = { adjuster_name: 'Kevin Tran', adjuster_email: 'kevin.tran@statefarm.example', add_claim_number: 'SF-26-081447' };
const today = new Date(2026, 10, 26);

describe('sampleClaimLetter', () => {
  it('asks the insurer to keep the claim open for 60 days, with the claim’s details', () => {
    const letter = sampleClaimLetter(claim, 'Ana Ruiz', null, today);
    expect(letter).toContain('Subject: Request to keep my claim open for 60 days (policy SF-2024-77)');
    expect(letter).toContain('Dear State Farm Claims Department,');
    expect(letter).toContain(
      'my Car Theft claim under policy number SF-2024-77, for the incident of November 3, 2026 in Austin, TX, United States. I reported it on November 5, 2026.',
    );
    expect(letter).toContain('The police report number is APD-991.');
    expect(letter).toContain('Please keep the claim open for 60 days from the date of this letter, until January 25, 2027,');
    expect(letter.startsWith('Date: November 26, 2026\n')).toBe(true);
    expect(letter.endsWith('Sincerely,\nAna Ruiz')).toBe(true);
  });

  it('is written to the adjuster the record names, with the claim number', () => {
    const letter = sampleClaimLetter(claim, 'Ana Ruiz', details, today);
    expect(letter.startsWith('To: kevin.tran@statefarm.example\nDate: November 26, 2026\n')).toBe(true);
    expect(letter).toContain('Subject: Request to keep claim SF-26-081447 open for 60 days (policy SF-2024-77)');
    expect(letter).toContain('Dear Kevin Tran,');
    expect(letter).toContain(
      'my Car Theft claim, claim number SF-26-081447, under policy number SF-2024-77 with State Farm, for the incident',
    );
    expect(letter).not.toContain('Claims Department');
  });

  it('leaves placeholders for what is not known, and no police report sentence without one', () => {
    const letter = sampleClaimLetter(
      { ...claim, insurance_company_name: ' ', policy_number: '', police_report_number: '' },
      '',
      { adjuster_name: ' ', adjuster_email: '', add_claim_number: '' },
      today,
    );
    expect(letter).toContain('Dear [Insurance Company] Claims Department,');
    expect(letter).toContain('policy number [Policy Number]');
    expect(letter).not.toContain('police report');
    expect(letter).not.toContain('To:');
    expect(letter.endsWith('[Your Full Name]')).toBe(true);
  });
});

describe('sampleClaimEmail', () => {
  it('is the same letter as an e-mail to the adjuster: subject with the claim number, body from the greeting', () => {
    const email = sampleClaimEmail(claim, 'Ana Ruiz', details, today);
    expect(email.to).toBe('kevin.tran@statefarm.example');
    expect(email.subject).toBe('Request to keep claim SF-26-081447 open for 60 days (policy SF-2024-77)');
    expect(email.body.startsWith('Dear Kevin Tran,\n')).toBe(true);
    expect(sampleClaimLetter(claim, 'Ana Ruiz', details, today).endsWith(email.body)).toBe(true);
  });

  it('has no recipient when the record has no adjuster address', () => {
    expect(sampleClaimEmail(claim, 'Ana Ruiz', { ...details, adjuster_email: ' ' }, today).to).toBeNull();
  });
});
