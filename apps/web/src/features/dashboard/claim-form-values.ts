import { ClaimMessage, POLICY_DOCUMENT_FIELD, POLICY_FILE_MAX_BYTES } from '@benji/shared';

/** The submit form's fields, under the spec's form field names (section 3, Claim submission). */
export interface ClaimFormValues {
  typeOfClaim: string;
  whatHappened: string;
  dateOfIncident: string;
  countryOfIncident: string;
  region: string;
  cityOfIncident: string;
  insuranceCompany: string;
  policyNumber: string;
  policeReportNumber: string;
}

export type ClaimFormField = keyof ClaimFormValues | 'policyDocument';
export type ClaimFormErrors = Partial<Record<ClaimFormField, string>>;

export const emptyClaimForm: ClaimFormValues = {
  typeOfClaim: '',
  whatHappened: '',
  dateOfIncident: '',
  countryOfIncident: '',
  region: '',
  cityOfIncident: '',
  insuranceCompany: '',
  policyNumber: '',
  policeReportNumber: '',
};

// The form's names and the API's (spec section 3), one table used both ways.
const API_FIELDS: Record<ClaimFormField, string> = {
  typeOfClaim: 'type_of_claim',
  whatHappened: 'description',
  dateOfIncident: 'date_of_incident',
  countryOfIncident: 'country_of_incident',
  region: 'region',
  cityOfIncident: 'city_of_incident',
  insuranceCompany: 'insurance_company_name',
  policyNumber: 'policy_number',
  policeReportNumber: 'police_report_number',
  policyDocument: POLICY_DOCUMENT_FIELD,
};

/** The required-field rules of spec section 5, with its exact messages; the latest date is the user's today. */
export function validateClaimForm(values: ClaimFormValues, today: string): ClaimFormErrors {
  const errors: ClaimFormErrors = {};
  if (!values.typeOfClaim) errors.typeOfClaim = ClaimMessage.typeRequired;
  if (!values.whatHappened.trim()) errors.whatHappened = ClaimMessage.descriptionRequired;
  if (!values.dateOfIncident) errors.dateOfIncident = ClaimMessage.dateRequired;
  else if (values.dateOfIncident > today) errors.dateOfIncident = ClaimMessage.dateFuture;
  if (!values.countryOfIncident) errors.countryOfIncident = ClaimMessage.countryRequired;
  if (!values.cityOfIncident.trim()) errors.cityOfIncident = ClaimMessage.cityRequired;
  return errors;
}

/** Spec 5: a .pdf of type application/pdf, at most 10MB; the server checks the content again. */
export function policyFileProblem(file: { name: string; type: string; size: number }): string | null {
  if (file.type !== 'application/pdf' || !file.name.toLowerCase().endsWith('.pdf')) return ClaimMessage.onlyPdf;
  if (file.size > POLICY_FILE_MAX_BYTES) return ClaimMessage.fileTooLarge;
  return null;
}

/** The multipart body of POST my-claims/; blank optional fields are sent empty, as the spec's client does. */
export function toClaimFormData(values: ClaimFormValues, file: File | null): FormData {
  const form = new FormData();
  for (const [field, value] of Object.entries(values) as [keyof ClaimFormValues, string][]) {
    if (field === 'region' && !value) continue;
    form.append(API_FIELDS[field], value.trim());
  }
  if (file) form.append(POLICY_DOCUMENT_FIELD, file, file.name);
  return form;
}

/** A 400's field lists, moved onto the form's own fields; anything else is left for the banner. */
export function serverFieldErrors(data: unknown): ClaimFormErrors {
  if (typeof data !== 'object' || data === null) return {};
  const errors: ClaimFormErrors = {};
  for (const [field, apiName] of Object.entries(API_FIELDS) as [ClaimFormField, string][]) {
    const messages = (data as Record<string, unknown>)[apiName];
    if (Array.isArray(messages) && typeof messages[0] === 'string') errors[field] = messages[0];
  }
  return errors;
}
