import type { ClaimRecord } from './claims.repository';
import { claimsPaths, type TClaim } from '@benji/shared';

/** A claim as the screens read it (spec section 3, Claim). */
export function toClaimView(claim: ClaimRecord): TClaim {
  return {
    id: claim.id,
    insurance_company_name: claim.insuranceCompanyName,
    policy_number: claim.policyNumber,
    type_of_claim: claim.typeOfClaim,
    created_at: claim.createdAt.toISOString(),
    updated_at: claim.updatedAt.toISOString(),
    description: claim.description,
    date_of_incident: claim.dateOfIncident,
    country_of_incident: claim.countryOfIncident,
    city_of_incident: claim.cityOfIncident,
    region: claim.region,
    police_report_number: claim.policeReportNumber,
    policy_document: claim.policyDocumentId ? claimsPaths.policyDocument(claim.id) : null,
    policy_document_name: claim.policyDocumentId ? claim.policyDocumentName : null,
    status: claim.status,
    user: claim.userId,
  };
}
