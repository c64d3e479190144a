import { CLAIM_UPLOAD_FILE_FIELD, CLAIM_UPLOAD_REQUIRED_FIELDS, FieldMessage, type TClaim, type TClaimUpload } from '@benji/shared';

/** The form keeps the API's field names (spec 7, chat/upload/), so server errors map one to one. */
export const CLAIM_DETAIL_FIELDS = [
  'insurance_company_name',
  'policy_number',
  'police_report_number',
  'adjuster_name',
  'adjuster_phone_number',
  'add_claim_number',
  'adjuster_email',
] as const;
export type ClaimDetailField = (typeof CLAIM_DETAIL_FIELDS)[number];
export type ClaimDetailValues = Record<ClaimDetailField, string>;
/** Field errors, plus `files` for the policy PDF. */
export type ClaimDetailErrors = Partial<Record<ClaimDetailField | typeof CLAIM_UPLOAD_FILE_FIELD, string>>;

/** The labels of spec 2.8, in its order; Copy All uses them too. */
export const CLAIM_DETAIL_LABELS: Record<ClaimDetailField, string> = {
  insurance_company_name: 'Insurance Company Name',
  policy_number: 'Policy Number',
  police_report_number: 'Police Report Number',
  adjuster_name: 'Adjuster Name',
  adjuster_phone_number: 'Adjuster phone number and ext',
  add_claim_number: 'Add Claim Number',
  adjuster_email: 'Adjuster Email',
};

export const isRequiredField = (field: ClaimDetailField) => (CLAIM_UPLOAD_REQUIRED_FIELDS as readonly string[]).includes(field);

export const emptyClaimDetails: ClaimDetailValues = {
  insurance_company_name: '',
  policy_number: '',
  police_report_number: '',
  adjuster_name: '',
  adjuster_phone_number: '',
  add_claim_number: '',
  adjuster_email: '',
};

export function valuesFromUpload(upload: TClaimUpload): ClaimDetailValues {
  return Object.fromEntries(CLAIM_DETAIL_FIELDS.map((field) => [field, upload[field]])) as ClaimDetailValues;
}

/** A claim with no details yet starts its form with what the dashboard took: nothing is typed twice. */
export function valuesFromClaim(claim: TClaim): ClaimDetailValues {
  return {
    ...emptyClaimDetails,
    insurance_company_name: claim.insurance_company_name,
    policy_number: claim.policy_number,
    police_report_number: claim.police_report_number,
  };
}

/**
 * The saved details the form edits: the chosen claim's, or for a user with no claim their newest
 * details of no claim. Null when there are none yet (the next save creates them).
 */
export function detailsOfClaim(uploads: readonly TClaimUpload[], claim: Pick<TClaim, 'id'> | null): TClaimUpload | null {
  const claimId = claim?.id ?? null;
  return uploads.find((upload) => upload.claim_id === claimId) ?? null;
}

/** Marks each blank required field, so the user sees which ones the spec's message means. */
export function blankRequiredErrors(values: ClaimDetailValues): ClaimDetailErrors {
  return Object.fromEntries(
    CLAIM_DETAIL_FIELDS.filter((field) => isRequiredField(field) && !values[field].trim()).map((field) => [field, FieldMessage.required]),
  );
}

/** The multipart body of POST chat/upload/ and PATCH chat/uploads/{id}/: the whole form each time. */
export function toClaimDetailsFormData(values: ClaimDetailValues, file: File | null, claimId: number | null = null): FormData {
  const form = new FormData();
  for (const field of CLAIM_DETAIL_FIELDS) form.append(field, values[field].trim());
  // Names the claim new details belong to; an update's details know theirs already.
  if (claimId !== null) form.append('claim_id', String(claimId));
  if (file) form.append(CLAIM_UPLOAD_FILE_FIELD, file, file.name);
  return form;
}

/** A 400's per-field lists, first message each; other keys (message, detail) are for the toast. */
export function serverFieldErrors(data: unknown): ClaimDetailErrors {
  if (typeof data !== 'object' || data === null) return {};
  const errors: ClaimDetailErrors = {};
  for (const field of [...CLAIM_DETAIL_FIELDS, CLAIM_UPLOAD_FILE_FIELD] as const) {
    const messages = (data as Record<string, unknown>)[field];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}

/** 'Copy All': one labelled line per field, then the policy file, ready to paste into an e-mail. */
export function claimDetailsText(values: ClaimDetailValues, policyFilename: string | null): string {
  const lines = CLAIM_DETAIL_FIELDS.map((field) => `${CLAIM_DETAIL_LABELS[field]}: ${values[field].trim() || 'N/A'}`);
  lines.push(`Policy File: ${policyFilename ?? 'N/A'}`);
  return lines.join('\n');
}
