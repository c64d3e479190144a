import type { TClaimUpload } from '@benji/shared';
import type { UploadRecord } from './uploads.repository';

/** Claim details as the chat page reads them (spec section 3, Claim upload). */
export function toUploadView(upload: UploadRecord): TClaimUpload {
  return {
    upload_id: upload.id,
    claim_id: upload.claimId,
    insurance_company_name: upload.insuranceCompanyName,
    policy_number: upload.policyNumber,
    police_report_number: upload.policeReportNumber,
    adjuster_name: upload.adjusterName,
    adjuster_phone_number: upload.adjusterPhoneNumber,
    adjuster_email: upload.adjusterEmail,
    add_claim_number: upload.addClaimNumber,
    files_metadata: upload.file ? [{ filename: upload.file.filename, size: upload.file.size, content_type: upload.file.contentType }] : [],
    policy_text_status: upload.policyTextStatus,
    policy_page_count: upload.policyPageCount,
    created_at: upload.createdAt.toISOString(),
    updated_at: upload.updatedAt.toISOString(),
  };
}
