import { CLAIM_UPLOAD_REQUIRED_FIELDS, ClaimUploadMessage, FieldMessage, type FieldErrors } from '@benji/shared';
import { DomainError } from '../../lib/domain-error';

/**
 * A refused claim-details form. The chat page shows `message` (spec 8: "the server message"), so it
 * is the spec's sentence when a required field is missing; each faulty field keeps its own list.
 */
export function uploadError(fields: FieldErrors): DomainError {
  const missingRequired = CLAIM_UPLOAD_REQUIRED_FIELDS.some((field) => fields[field]?.includes(FieldMessage.required));
  const message = missingRequired ? ClaimUploadMessage.requiredFields : (Object.values(fields)[0]?.[0] ?? ClaimUploadMessage.uploadFailure);
  return new DomainError('invalid', { ...fields, detail: message, message });
}

/** Re-shapes a field-list error (from the form reader or the field parser) into the form's error. */
export function asUploadError(error: unknown): unknown {
  if (!(error instanceof DomainError) || error.failure !== 'invalid' || typeof error.body.message === 'string') return error;
  const fields: FieldErrors = {};
  for (const [field, value] of Object.entries(error.body)) if (Array.isArray(value)) fields[field] = value.map(String);
  return uploadError(fields);
}
