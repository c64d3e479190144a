import { describe, expect, it } from 'vitest';
import {
  emptyClaimForm,
  policyFileProblem,
  serverFieldErrors,
  toClaimFormData,
  validateClaimForm,
  type ClaimFormValues,
} from './claim-form-values';

const filled: ClaimFormValues = {
  typeOfClaim: 'House Fire',
  whatHappened: ' Kitchen fire. ',
  dateOfIncident: '2026-11-01',
  countryOfIncident: 'United States',
  region: 'TX',
  cityOfIncident: 'Austin',
  insuranceCompany: 'State Farm',
  policyNumber: 'SF-1',
  policeReportNumber: '',
};

describe('validateClaimForm', () => {
  it('answers every missing field with the message of spec section 5', () => {
    expect(validateClaimForm({ ...emptyClaimForm, whatHappened: '   ', cityOfIncident: ' ' }, '2026-11-22')).toEqual({
      typeOfClaim: 'Type of claim is required',
      whatHappened: 'Please describe what happened',
      dateOfIncident: 'Date of incident is required',
      countryOfIncident: 'Country of incident is required',
      cityOfIncident: 'City of incident is required',
    });
  });

  it('accepts a complete form, and refuses a date after today', () => {
    expect(validateClaimForm(filled, '2026-11-22')).toEqual({});
    expect(validateClaimForm(filled, '2026-11-01')).toEqual({});
    expect(validateClaimForm(filled, '2026-10-31')).toEqual({ dateOfIncident: 'Date of incident cannot be in the future.' });
  });
});

describe('policyFileProblem', () => {
  it.each([
    [{ name: 'policy.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 }, null],
    [{ name: 'POLICY.PDF', type: 'application/pdf', size: 1 }, null],
    [{ name: 'policy.pdf', type: 'application/pdf', size: 10 * 1024 * 1024 + 1 }, 'File size must be less than 10MB'],
    [{ name: 'policy.docx', type: 'application/pdf', size: 1 }, 'Only PDF files are allowed'],
    [{ name: 'policy.pdf', type: 'image/png', size: 1 }, 'Only PDF files are allowed'],
  ])('%o → %s', (file, problem) => {
    expect(policyFileProblem(file)).toBe(problem);
  });
});

describe('toClaimFormData', () => {
  it('sends the API field names, trimmed, with the file as policy_document', () => {
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    const form = toClaimFormData(filled, file);
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'policy_document'))).toEqual({
      type_of_claim: 'House Fire',
      description: 'Kitchen fire.',
      date_of_incident: '2026-11-01',
      country_of_incident: 'United States',
      region: 'TX',
      city_of_incident: 'Austin',
      insurance_company_name: 'State Farm',
      policy_number: 'SF-1',
      police_report_number: '',
    });
    expect((form.get('policy_document') as File).name).toBe('policy.pdf');
  });

  it('leaves out a blank region and a missing file', () => {
    const form = toClaimFormData({ ...filled, region: '' }, null);
    expect(form.has('region')).toBe(false);
    expect(form.has('policy_document')).toBe(false);
  });
});

describe('serverFieldErrors', () => {
  it("puts the server's first message for each field on the form's field", () => {
    expect(
      serverFieldErrors({
        city_of_incident: ['City of incident is required'],
        policy_document: ['Only PDF files are allowed', 'x'],
        other: ['?'],
      }),
    ).toEqual({
      cityOfIncident: 'City of incident is required',
      policyDocument: 'Only PDF files are allowed',
    });
    expect(serverFieldErrors({ detail: 'Trial over' })).toEqual({});
    expect(serverFieldErrors(undefined)).toEqual({});
  });
});
