import type { TClaimSubmission, TClaimUploadValues } from '@benji/shared';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import type { UploadedFile } from '../../lib/multipart';
import * as claims from '../claims/claims.service';
import type { ClaimRecord } from '../claims/claims.repository';
import { deleteFile } from '../files/files.service';
import type { PolicyPdfReader } from '../files/policy-pdf-reader';
import * as uploads from '../uploads/uploads.service';
import type { UploadRecord } from '../uploads/uploads.repository';

// One claim record. A claim (my-claims/, the dashboard) and its details (chat/uploads/, the chat
// page) are two views of one thing: what is typed in one shows in the other, and the policy PDF is
// one stored file that the claim offers for download and the assistant reads. Both views' paths
// stay as the spec names them; this module keeps the two in step, inside one transaction each time.

/**
 * Reads a policy the dashboard accepted. One the PDF reader refuses (unreadable, too many pages,
 * the reader busy) stays the claim's document, unread; anything else is a fault and is thrown.
 */
async function readIfPossible(reader: PolicyPdfReader, document: UploadedFile) {
  try {
    return await uploads.readPolicyFile(document, reader);
  } catch (error) {
    if (error instanceof DomainError) return undefined;
    throw error;
  }
}

/** Submits a claim (dashboard) and gives it its details, so the chat page shows them at once. */
export async function submitClaim(
  db: Db,
  reader: PolicyPdfReader,
  userId: number,
  fields: TClaimSubmission,
  document: UploadedFile | undefined,
): Promise<ClaimRecord> {
  // Read before the transaction: a long policy takes a while in the worker and holds no lock meanwhile.
  const reading = document && (await readIfPossible(reader, document));
  return db.transaction(async (tx) => {
    const claim = await claims.submitClaim(tx, userId, fields, document);
    const detailsPolicy = await uploads.openDetailsOfClaim(tx, userId, claim.id, {
      insuranceCompanyName: claim.insuranceCompanyName,
      policyNumber: claim.policyNumber,
      policeReportNumber: claim.policeReportNumber,
      policy: claim.policyDocumentId && reading ? { fileId: claim.policyDocumentId, reading } : null,
    });
    if (!detailsPolicy || claim.policyDocumentId) return claim;
    // Details saved earlier bring the policy this claim was submitted without.
    await claims.recordSharedFacts(tx, userId, claim.id, { policyDocumentId: detailsPolicy });
    return claims.getClaim(tx, userId, claim.id);
  });
}

/** Whether this save sent a policy PDF, and the file the details held before it. */
interface PolicyChange {
  sent: boolean;
  previousDetailsFile: string | null;
}

/**
 * Writes what the details hold to their claim. A policy PDF sent with this save becomes the claim's
 * document too; the claim's earlier document goes, unless it was the details' earlier file, which
 * replacing the details' policy has already removed.
 */
async function shareWithClaim(tx: Db, userId: number, claim: ClaimRecord, details: UploadRecord, change: PolicyChange) {
  const newPolicy = change.sent && details.policyFileId !== null && details.policyFileId !== claim.policyDocumentId;
  await claims.recordSharedFacts(tx, userId, claim.id, {
    insuranceCompanyName: details.insuranceCompanyName,
    policyNumber: details.policyNumber,
    policeReportNumber: details.policeReportNumber,
    ...(newPolicy ? { policyDocumentId: details.policyFileId } : {}),
  });
  const oldDocument = claim.policyDocumentId;
  if (newPolicy && oldDocument && oldDocument !== change.previousDetailsFile) await deleteFile(tx, oldDocument);
}

/**
 * Saves the chat page's claim details for the named claim, or the newest when none is named: its
 * details are created, or replaced when it has them already (a claim has one set). A user with no
 * claim yet keeps details of no claim, which the first claim they submit takes over.
 */
export async function saveDetails(
  db: Db,
  userId: number,
  fields: TClaimUploadValues,
  policy: uploads.PolicyFile | undefined,
  claimId: number | undefined,
): Promise<UploadRecord> {
  return db.transaction(async (tx) => {
    const claim = claimId === undefined ? (await claims.listClaims(tx, userId))[0] : await claims.getClaim(tx, userId, claimId);
    if (!claim) return uploads.createUpload(tx, userId, fields, policy);
    // Locks the claim's row: two saves at once cannot both create its details.
    await claims.touchClaim(tx, userId, claim.id);
    const existing = await uploads.findDetailsOfClaim(tx, userId, claim.id);
    const details = existing
      ? await uploads.changeUpload(tx, userId, existing.id, fields, policy)
      : await uploads.createUpload(tx, userId, fields, policy, claim.id);
    await shareWithClaim(tx, userId, claim, details, { sent: Boolean(policy), previousDetailsFile: existing?.policyFileId ?? null });
    return details;
  });
}

/** PATCH chat/uploads/{id}/: replaces the details and writes them to their claim, if they have one. */
export async function changeDetails(
  db: Db,
  userId: number,
  uploadId: string,
  fields: TClaimUploadValues,
  policy: uploads.PolicyFile | undefined,
): Promise<UploadRecord> {
  return db.transaction(async (tx) => {
    const existing = await uploads.getUpload(tx, userId, uploadId);
    const details = await uploads.changeUpload(tx, userId, uploadId, fields, policy);
    if (existing.claimId === null) return details;
    const claim = await claims.getClaim(tx, userId, existing.claimId);
    await shareWithClaim(tx, userId, claim, details, { sent: Boolean(policy), previousDetailsFile: existing.policyFileId });
    return details;
  });
}

/** Deletes a claim with its details, their passages and the policy file(s). */
export async function removeClaim(db: Db, userId: number, claimId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const details = await uploads.findDetailsOfClaim(tx, userId, claimId);
    await claims.removeClaim(tx, userId, claimId);
    if (details) await uploads.removeUpload(tx, userId, details.id);
  });
}
