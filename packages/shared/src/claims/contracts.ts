import { z } from 'zod';
import { textField } from '../validation/text-field';
import { FieldMessage } from '../field-messages';
import { CLAIM_TYPES } from './claim-types';
import { EARLIEST_INCIDENT_DATE, isFutureDate, isRealDate } from './incident-date';
import { ClaimMessage } from './messages';
import { COUNTRIES, findRegion } from './regions';
import { CLAIM_STATUSES } from './statuses';

export const CLAIMS_PER_PAGE = 8;
export const CLAIM_DESCRIPTION_MAX_LENGTH = 5000;
export const CLAIM_CITY_MAX_LENGTH = 100;

export const claimsPaths = {
  list: '/api/my-claims/',
  item: (id: number) => `/api/my-claims/${id}/`,
  policyDocument: (id: number) => `/api/my-claims/${id}/policy-document/`,
} as const;

/** The multipart part that carries the policy PDF. */
export const POLICY_DOCUMENT_FIELD = 'policy_document';

/**
 * Which of the user's claims a form or a message is about (the chat page's chosen claim). Blank or
 * absent means none named; anything but a whole number above zero is refused.
 */
export const ZOptionalClaimId = z.preprocess(
  (value) => (value === '' || value === null ? undefined : value),
  z.coerce
    .number({ error: ClaimMessage.badClaimId })
    .int({ error: ClaimMessage.badClaimId })
    .positive({ error: ClaimMessage.badClaimId })
    .max(2_147_483_647, { error: ClaimMessage.badClaimId })
    .optional(),
);

/** Missing and blank both answer the field's own message; a JSON number is a type mistake. */
const requiredText = (message: string) =>
  textField({ error: (issue) => (issue.input === undefined || issue.input === null ? message : FieldMessage.notAString) })
    .trim()
    .min(1, { error: message });

const optionalText = (max: number) =>
  textField({ error: FieldMessage.notAString })
    .trim()
    .max(max, { error: FieldMessage.maxLength(max) })
    .nullish()
    .transform((value) => value ?? '');

/** Two-letter state or province code; blank means none. */
const regionCode = textField({ error: FieldMessage.notAString })
  .trim()
  .toUpperCase()
  .transform((value) => value || null);

/** The first rule a date of incident breaks, or null when it is acceptable. */
export function incidentDateProblem(value: string, now: Date = new Date()): string | null {
  if (!isRealDate(value)) return ClaimMessage.dateInvalid;
  if (value < EARLIEST_INCIDENT_DATE) return ClaimMessage.dateTooOld;
  if (isFutureDate(value, now)) return ClaimMessage.dateFuture;
  return null;
}

/**
 * The text parts of POST my-claims/ (spec section 3, Claim submission); the file is
 * `policy_document`. `user` is accepted for the spec's payload and never read: a claim
 * always belongs to the caller.
 */
export const ZClaimSubmitFields = z
  .object({
    type_of_claim: requiredText(ClaimMessage.typeRequired).pipe(z.enum(CLAIM_TYPES, { error: ClaimMessage.typeUnknown })),
    description: requiredText(ClaimMessage.descriptionRequired).max(CLAIM_DESCRIPTION_MAX_LENGTH, {
      error: FieldMessage.maxLength(CLAIM_DESCRIPTION_MAX_LENGTH),
    }),
    date_of_incident: requiredText(ClaimMessage.dateRequired).check((ctx) => {
      const problem = ctx.value ? incidentDateProblem(ctx.value) : null;
      if (problem) ctx.issues.push({ code: 'custom', message: problem, input: ctx.value });
    }),
    country_of_incident: requiredText(ClaimMessage.countryRequired).pipe(z.enum(COUNTRIES, { error: ClaimMessage.countryUnknown })),
    city_of_incident: requiredText(ClaimMessage.cityRequired).max(CLAIM_CITY_MAX_LENGTH, {
      error: FieldMessage.maxLength(CLAIM_CITY_MAX_LENGTH),
    }),
    region: regionCode.nullish().transform((value) => value ?? null),
    insurance_company_name: optionalText(150),
    policy_number: optionalText(100),
    police_report_number: optionalText(100),
    user: z.unknown().optional(),
  })
  .refine((fields) => fields.region === null || findRegion(fields.country_of_incident, fields.region) !== undefined, {
    error: ClaimMessage.regionNotInCountry,
    path: ['region'],
    // Checked whenever country and region themselves parsed, so it reports alongside other fields' errors.
    when: (payload) => !payload.issues.some((issue) => issue.path?.[0] === 'country_of_incident' || issue.path?.[0] === 'region'),
  });
export type TClaimSubmitFields = z.input<typeof ZClaimSubmitFields>;
export type TClaimSubmission = z.output<typeof ZClaimSubmitFields>;

/** A claim as the status list and the detail dialog read it (spec section 3, Claim). */
export const ZClaim = z.object({
  id: z.number().int(),
  insurance_company_name: z.string(),
  policy_number: z.string(),
  type_of_claim: z.string(),
  /** ISO 8601, UTC. The list's 'Last Update' column. */
  created_at: z.string(),
  updated_at: z.string(),
  description: z.string(),
  /** 'YYYY-MM-DD'. */
  date_of_incident: z.string(),
  country_of_incident: z.string(),
  city_of_incident: z.string(),
  /** Two-letter state or province code, once known. */
  region: z.string().nullable(),
  police_report_number: z.string(),
  /** Path relative to the API host that downloads the PDF (with the bearer token); null when none. */
  policy_document: z.string().nullable(),
  policy_document_name: z.string().nullable(),
  status: z.enum(CLAIM_STATUSES),
  /** The owner's pk. */
  user: z.number().int(),
});
export type TClaim = z.infer<typeof ZClaim>;

/** GET my-claims/: the caller's claims, newest first. */
export const ZClaimList = z.array(ZClaim);

export const ZClaimWithMessage = z.object({ message: z.string(), claim: ZClaim });
export type TClaimWithMessage = z.infer<typeof ZClaimWithMessage>;

export const ZClaimPatchRequest = z
  .object({
    status: z.enum(CLAIM_STATUSES, { error: ClaimMessage.statusUnknown }).optional(),
    /** Null or blank clears it; a code must belong to the claim's country. */
    region: regionCode.nullable().optional(),
  })
  .refine((fields) => fields.status !== undefined || fields.region !== undefined, { error: ClaimMessage.nothingToChange });
export type TClaimPatchRequest = z.input<typeof ZClaimPatchRequest>;

/** DELETE my-claims/{id}/ needs `{ "confirm": true }`; no body at all is refused the same way. */
export const ZClaimDeleteRequest = z.preprocess(
  (body) => body ?? {},
  z.object({ confirm: z.literal(true, { error: ClaimMessage.confirmDelete }) }),
);
export type TClaimDeleteRequest = z.input<typeof ZClaimDeleteRequest>;
