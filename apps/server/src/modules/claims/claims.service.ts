import {
  CLAIMS_PER_USER_MAX,
  POLICY_FILE_MAX_BYTES,
  ClaimMessage,
  POLICY_DOCUMENT_FIELD,
  findRegion,
  isCountry,
  type TClaimStatus,
  type TClaimSubmission,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { fieldError, notFound, refusal } from '../../lib/domain-error';
import type { UploadedFile } from '../../lib/multipart';
import { safeFilename } from '../files/file-sniffing';
import { deleteFile, storeFile } from '../files/files.service';
import { looksLikePdf } from '../files/pdf-check';
import * as repo from './claims.repository';

/** The policy PDF of a submission, if one came; a browser's empty file input counts as none. */
export function pickPolicyDocument(files: UploadedFile[]): UploadedFile | undefined {
  const sent = files.filter((file) => file.filename !== '' || file.data.length > 0);
  const stray = sent.find((file) => file.field !== POLICY_DOCUMENT_FIELD);
  if (stray) throw fieldError(stray.field, `Send the policy document as ${POLICY_DOCUMENT_FIELD}.`);
  return sent[0];
}

function checkPolicyDocument(file: UploadedFile): void {
  if (file.data.length > POLICY_FILE_MAX_BYTES) throw fieldError(POLICY_DOCUMENT_FIELD, ClaimMessage.fileTooLarge);
  if (!looksLikePdf(file.data)) throw fieldError(POLICY_DOCUMENT_FIELD, ClaimMessage.onlyPdf);
}

function pdfName(filename: string): string {
  const name = safeFilename(filename, 'policy-document.pdf');
  return name.toLowerCase().endsWith('.pdf') ? name : `${name.slice(0, 195)}.pdf`;
}

/** Stores the claim and its policy document together: one transaction, so neither is left alone. */
export async function submitClaim(
  db: Db,
  userId: number,
  fields: TClaimSubmission,
  document: UploadedFile | undefined,
): Promise<repo.ClaimRecord> {
  if (document) checkPolicyDocument(document);
  const upload = document && { userId, filename: pdfName(document.filename), contentType: 'application/pdf', data: document.data };
  return db.transaction(async (tx) => {
    if ((await repo.countClaimsLocked(tx, userId)) >= CLAIMS_PER_USER_MAX)
      throw refusal('conflict', ClaimMessage.tooManyClaims(CLAIMS_PER_USER_MAX));
    const policyDocumentId = upload ? await storeFile(tx, upload) : null;
    const claim = await repo.insertClaim(tx, {
      userId,
      typeOfClaim: fields.type_of_claim,
      description: fields.description,
      dateOfIncident: fields.date_of_incident,
      countryOfIncident: fields.country_of_incident,
      cityOfIncident: fields.city_of_incident,
      region: fields.region,
      insuranceCompanyName: fields.insurance_company_name,
      policyNumber: fields.policy_number,
      policeReportNumber: fields.police_report_number,
      policyDocumentId,
    });
    return { ...claim, policyDocumentName: upload ? upload.filename : null };
  });
}

export const listClaims = (db: Db, userId: number) => repo.listClaims(db, userId);

// A 404, not a 403: we do not confirm that another user's claim exists.
export async function getClaim(db: Db, userId: number, claimId: number): Promise<repo.ClaimRecord> {
  const claim = await repo.findClaim(db, userId, claimId);
  if (!claim) throw notFound(ClaimMessage.notFound);
  return claim;
}

/** Changes the status and/or the region; a region must belong to the claim's country. */
export async function changeClaim(
  db: Db,
  userId: number,
  claimId: number,
  changes: { status?: TClaimStatus; region?: string | null },
): Promise<repo.ClaimRecord> {
  const claim = await getClaim(db, userId, claimId);
  if (changes.region) {
    const country = claim.countryOfIncident;
    if (!isCountry(country) || !findRegion(country, changes.region)) throw fieldError('region', ClaimMessage.regionNotInCountry);
  }
  // The country never changes, so the check above still holds when the update lands.
  if (!(await repo.updateClaim(db, userId, claimId, changes))) throw notFound(ClaimMessage.notFound);
  return getClaim(db, userId, claimId);
}

/** What the claim's details (the chat page's form) share with the claim itself. */
export type SharedFacts = Pick<repo.ClaimChanges, 'insuranceCompanyName' | 'policyNumber' | 'policeReportNumber' | 'policyDocumentId'>;

/** Writes the facts its details hold to the claim, inside the caller's transaction. */
export async function recordSharedFacts(tx: Db, userId: number, claimId: number, facts: SharedFacts): Promise<void> {
  if (!(await repo.updateClaim(tx, userId, claimId, facts))) throw notFound(ClaimMessage.notFound);
}

/** Deletes the claim and its policy document together. */
export async function removeClaim(db: Db, userId: number, claimId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const claim = await repo.deleteClaim(tx, userId, claimId);
    if (!claim) throw notFound(ClaimMessage.notFound);
    if (claim.policyDocumentId) await deleteFile(tx, claim.policyDocumentId);
  });
}

export async function getPolicyDocument(db: Db, userId: number, claimId: number) {
  await getClaim(db, userId, claimId);
  const document = await repo.findPolicyDocument(db, userId, claimId);
  if (!document) throw notFound(ClaimMessage.noPolicyDocument);
  return document;
}

/**
 * Touches one of the user's claims (moves its last update) and, inside a transaction, locks its row
 * until the transaction ends; false when the claim is not the user's. The diary adds events under it.
 */
export const touchClaim = async (tx: Db, userId: number, claimId: number): Promise<boolean> =>
  !!(await repo.updateClaim(tx, userId, claimId, {}));
