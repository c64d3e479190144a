import { ClaimUploadMessage, missingFieldsMessage, type TClaim, type TClaimUpload } from '@benji/shared';
import { describe, expect, it } from 'vitest';
import {
  blankRequiredErrors,
  claimDetailsText,
  detailsOfClaim,
  emptyClaimDetails,
  serverFieldErrors,
  toClaimDetailsFormData,
  valuesFromClaim,
  valuesFromUpload,
  type ClaimDetailValues,
} from './claim-details-values';

const filled: ClaimDetailValues = {
  insurance_company_name: ' Maple Mutual ',
  policy_number: '',
  police_report_number: 'PR-77',
  adjuster_name: 'Dana Lee',
  adjuster_phone_number: '416-555-0199 ext 12',
  add_claim_number: 'CLM-1',
  adjuster_email: 'dana@maple.example',
};

describe('claim details form values', () => {
  it('flags exactly the blank required fields, as the spec message does', () => {
    const values = { ...filled, adjuster_name: '  ', adjuster_email: '' };
    expect(Object.keys(blankRequiredErrors(values))).toEqual(['adjuster_name', 'adjuster_email']);
    expect(missingFieldsMessage(values)).toBe(ClaimUploadMessage.requiredFields);
    expect(blankRequiredErrors(filled)).toEqual({});
    expect(blankRequiredErrors(emptyClaimDetails)).not.toHaveProperty('policy_number');
  });

  it('sends every field trimmed and the PDF in the files part', () => {
    const file = new File(['%PDF-1.4'], 'policy.pdf', { type: 'application/pdf' });
    const form = toClaimDetailsFormData(filled, file);
    expect(form.get('insurance_company_name')).toBe('Maple Mutual');
    expect(form.get('policy_number')).toBe('');
    expect((form.get('files') as File).name).toBe('policy.pdf');
    expect(toClaimDetailsFormData(filled, null).has('files')).toBe(false);
  });

  it('moves the server’s field lists beside the fields and leaves the message for the toast', () => {
    const body = {
      message: 'Enter a valid email address.',
      detail: 'x',
      adjuster_email: ['Enter a valid email address.'],
      files: ['Only PDF files are allowed'],
    };
    expect(serverFieldErrors(body)).toEqual({ adjuster_email: 'Enter a valid email address.', files: 'Only PDF files are allowed' });
    expect(serverFieldErrors('Bad')).toEqual({});
  });

  it('reads saved claim details back into the form', () => {
    const upload = { ...filled, upload_id: 'u1', files_metadata: [] } as unknown as TClaimUpload;
    expect(valuesFromUpload(upload)).toEqual(filled);
  });

  it('copies every field with its label, N/A for blanks', () => {
    expect(claimDetailsText(filled, 'policy.pdf').split('\n')).toEqual([
      'Insurance Company Name: Maple Mutual',
      'Policy Number: N/A',
      'Police Report Number: PR-77',
      'Adjuster Name: Dana Lee',
      'Adjuster phone number and ext: 416-555-0199 ext 12',
      'Add Claim Number: CLM-1',
      'Adjuster Email: dana@maple.example',
      'Policy File: policy.pdf',
    ]);
  });
});

describe('one claim record', () => {
  const details = (upload_id: string, claim_id: number | null) => ({ upload_id, claim_id }) as TClaimUpload;

  it('edits the chosen claim’s details, or with no claim the details of no claim', () => {
    const uploads = [details('newest', 7), details('older', 3), details('orphan', null)];
    expect(detailsOfClaim(uploads, { id: 3 })?.upload_id).toBe('older');
    expect(detailsOfClaim(uploads, { id: 9 })).toBeNull();
    expect(detailsOfClaim(uploads, null)?.upload_id).toBe('orphan');
  });

  it('starts a claim’s form with what the dashboard took, and names the claim when it creates details', () => {
    const claim = { insurance_company_name: 'Maple Mutual', policy_number: 'HO-1', police_report_number: 'PR-2' } as TClaim;
    expect(valuesFromClaim(claim)).toEqual({
      ...emptyClaimDetails,
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-1',
      police_report_number: 'PR-2',
    });
    expect(toClaimDetailsFormData(emptyClaimDetails, null, 12).get('claim_id')).toBe('12');
    expect(toClaimDetailsFormData(emptyClaimDetails, null).has('claim_id')).toBe(false);
  });
});
