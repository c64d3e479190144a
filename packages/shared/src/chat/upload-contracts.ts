import { z } from 'zod';
import { textField } from '../validation/text-field';
import { FieldMessage } from '../field-messages';
import { POLICY_FILE_MAX_BYTES } from '../limits';
import { ClaimUploadMessage } from './messages';
import { ZOptionalClaimId } from '../claims/contracts';

/** The form's required fields, in the order the spec's message names them. */
export const CLAIM_UPLOAD_REQUIRED_FIELDS = [
  'insurance_company_name',
  'adjuster_name',
  'adjuster_phone_number',
  'adjuster_email',
  'add_claim_number',
] as const;

const required = (max: number) =>
  textField({ error: (issue) => (issue.input === undefined || issue.input === null ? FieldMessage.required : FieldMessage.notAString) })
    .trim()
    .min(1, { error: FieldMessage.required })
    .max(max, { error: FieldMessage.maxLength(max) });

const optional = (max: number) =>
  textField({ error: FieldMessage.notAString })
    .trim()
    .max(max, { error: FieldMessage.maxLength(max) })
    .nullish()
    .transform((value) => value ?? '');

const digitCount = (value: string) => value.replace(/\D/g, '').length;

/**
 * The text parts of POST chat/upload/ and PATCH chat/uploads/{id}/ (spec sections 3 and 7);
 * the PDF comes in the `files` part. PATCH sends the same whole form.
 */
export const ZClaimUploadFields = z.object({
  insurance_company_name: required(150),
  policy_number: optional(100),
  police_report_number: optional(100),
  adjuster_name: required(150),
  /** 'Adjuster phone number and ext': free form, with at least 7 digits. */
  adjuster_phone_number: required(40).refine((value) => digitCount(value) >= 7, { error: ClaimUploadMessage.invalidPhone }),
  adjuster_email: required(254).pipe(z.email({ error: FieldMessage.invalidEmail }).transform((value) => value.toLowerCase())),
  add_claim_number: required(100),
});
export type TClaimUploadFields = z.input<typeof ZClaimUploadFields>;

/** POST chat/upload/ may name the claim the details are for; without it, the newest claim's. */
export const ZClaimUploadTarget = z.object({ claim_id: ZOptionalClaimId });
export type TClaimUploadValues = z.output<typeof ZClaimUploadFields>;

export const ZFileMetadata = z.object({ filename: z.string(), size: z.number().int(), content_type: z.string() });
export type TFileMetadata = z.infer<typeof ZFileMetadata>;

/**
 * What the assistant can do with the policy PDF: 'indexed' (text extracted per page and searchable),
 * 'no_text' (accepted, but a scan with no text layer) or 'none' (no PDF uploaded).
 */
export const POLICY_TEXT_STATUSES = ['indexed', 'no_text', 'none'] as const;
export type TPolicyTextStatus = (typeof POLICY_TEXT_STATUSES)[number];

/** Claim details as saved (spec section 3, Claim upload). */
export const ZClaimUpload = z.object({
  upload_id: z.string(),
  /** The claim these are the details of (my-claims/ id); null for a user who has no claim. */
  claim_id: z.number().int().nullable(),
  insurance_company_name: z.string(),
  policy_number: z.string(),
  police_report_number: z.string(),
  adjuster_name: z.string(),
  adjuster_phone_number: z.string(),
  adjuster_email: z.string(),
  add_claim_number: z.string(),
  /** The policy PDF, when one was uploaded: a list of at most one, as the spec reads it. Size in bytes. */
  files_metadata: z.array(ZFileMetadata),
  policy_text_status: z.enum(POLICY_TEXT_STATUSES),
  /** Pages in the policy PDF; null when there is none. */
  policy_page_count: z.number().int().nullable(),
  /** ISO 8601, UTC. */
  created_at: z.string(),
  updated_at: z.string(),
});
export type TClaimUpload = z.infer<typeof ZClaimUpload>;

/** POST chat/upload/ (201) and PATCH chat/uploads/{id}/ (200). */
export const ZClaimUploadResponse = z.object({ message: z.string(), claim_upload: ZClaimUpload });
export type TClaimUploadResponse = z.infer<typeof ZClaimUploadResponse>;

/** GET chat/uploads/: newest first; the chat page uses the first. */
export const ZClaimUploadList = z.array(ZClaimUpload);

/**
 * A refused form: `message` (and `detail`) is the sentence to show, the spec's when a required
 * field is missing; each faulty field also carries its own list.
 */
export type TClaimUploadError = { message: string; detail: string } & Record<string, string[] | string>;

/** The spec's message when a required field is blank, else null (the form's own check, spec 5). */
export function missingFieldsMessage(values: Partial<Record<(typeof CLAIM_UPLOAD_REQUIRED_FIELDS)[number], string>>): string | null {
  const missing = CLAIM_UPLOAD_REQUIRED_FIELDS.some((field) => !values[field]?.trim());
  return missing ? ClaimUploadMessage.requiredFields : null;
}

/** The browser-side file check of spec 5: a .pdf of type application/pdf, at most 10 MB. */
export function policyFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (!file.name.toLowerCase().endsWith('.pdf') || file.type !== 'application/pdf') return ClaimUploadMessage.onlyPdf;
  if (file.size > POLICY_FILE_MAX_BYTES) return ClaimUploadMessage.fileTooLarge;
  return null;
}

/** 'Current File' size: kilobytes with one decimal, as the chat page shows it. */
export const fileSizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
