import { ClaimUploadMessage, type TClaimUploadValues } from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { deleteFile, storeFile } from '../files/files.service';
import type { PolicyFile } from './policy-file';
import * as repo from './uploads.repository';

// What the claim record reads a dashboard policy with, and its type.
export { readPolicyFile, type PolicyFile } from './policy-file';

function textValues(fields: TClaimUploadValues): repo.UploadValues {
  return {
    insuranceCompanyName: fields.insurance_company_name,
    policyNumber: fields.policy_number,
    policeReportNumber: fields.police_report_number,
    adjusterName: fields.adjuster_name,
    adjusterPhoneNumber: fields.adjuster_phone_number,
    adjusterEmail: fields.adjuster_email,
    addClaimNumber: fields.add_claim_number,
  };
}

/** Stores the policy's passages and returns the columns that describe the stored file. */
async function indexPolicy(tx: Db, uploadId: string, policyFileId: string, policy: PolicyFile): Promise<Partial<repo.UploadValues>> {
  await repo.replacePassages(tx, uploadId, policy.passages);
  return { policyFileId, policyTextStatus: policy.passages.length > 0 ? 'indexed' : 'no_text', policyPageCount: policy.pageCount };
}

/** Stores the file and its passages and returns the columns that describe them. */
async function storePolicy(tx: Db, userId: number, uploadId: string, policy: PolicyFile): Promise<Partial<repo.UploadValues>> {
  const policyFileId = await storeFile(tx, { userId, filename: policy.filename, contentType: 'application/pdf', data: policy.data });
  return indexPolicy(tx, uploadId, policyFileId, policy);
}

/** Saves new claim details (of a claim, or of no claim), their policy PDF and its passages in one transaction. */
export async function createUpload(
  db: Db,
  userId: number,
  fields: TClaimUploadValues,
  policy: PolicyFile | undefined,
  claimId: number | null = null,
): Promise<repo.UploadRecord> {
  const uploadId = await db.transaction(async (tx) => {
    const id = await repo.insertUpload(tx, userId, { ...textValues(fields), claimId });
    if (policy) await repo.updateUpload(tx, userId, id, await storePolicy(tx, userId, id, policy));
    return id;
  });
  return getUpload(db, userId, uploadId);
}

/**
 * Replaces the claim details with the form as sent. A new PDF replaces the old one (file and
 * passages) in the same transaction; without one the old PDF stays.
 */
export async function changeUpload(
  db: Db,
  userId: number,
  uploadId: string,
  fields: TClaimUploadValues,
  policy: PolicyFile | undefined,
): Promise<repo.UploadRecord> {
  await db.transaction(async (tx) => {
    const existing = await repo.findUpload(tx, userId, uploadId);
    if (!existing) throw notFound(ClaimUploadMessage.notFound);
    const policyValues = policy ? await storePolicy(tx, userId, uploadId, policy) : {};
    await repo.updateUpload(tx, userId, uploadId, { ...textValues(fields), ...policyValues });
    if (policy && existing.policyFileId) await deleteFile(tx, existing.policyFileId);
  });
  return getUpload(db, userId, uploadId);
}

/** What a claim submitted on the dashboard brings to its details: its insurer and numbers, and its policy. */
export interface ClaimFacts {
  insuranceCompanyName: string;
  policyNumber: string;
  policeReportNumber: string;
  /** The claim's stored policy document as read; null when there is none or it could not be read. */
  policy: { fileId: string; reading: PolicyFile } | null;
}

const blankOrElse = (value: string, fallback: string) => value || fallback;

/**
 * Gives a claim just submitted on the dashboard its details, so the chat page shows what the user
 * typed there. Details saved before any claim existed become this claim's: the claim's values win
 * where it has them, the details keep theirs where it does not, and the claim's policy (if it could
 * be read) replaces theirs. Otherwise new details open with the adjuster's fields blank.
 * Returns the details' policy file when the claim has none of its own, for the claim to share.
 */
export async function openDetailsOfClaim(tx: Db, userId: number, claimId: number, facts: ClaimFacts): Promise<string | null> {
  const earlier = await repo.findNewestUploadWithoutClaim(tx, userId);
  if (earlier) {
    const policyValues = facts.policy ? await indexPolicy(tx, earlier.id, facts.policy.fileId, facts.policy.reading) : {};
    await repo.updateUpload(tx, userId, earlier.id, {
      claimId,
      insuranceCompanyName: blankOrElse(facts.insuranceCompanyName, earlier.insuranceCompanyName),
      policyNumber: blankOrElse(facts.policyNumber, earlier.policyNumber),
      policeReportNumber: blankOrElse(facts.policeReportNumber, earlier.policeReportNumber),
      ...policyValues,
    });
    if (facts.policy && earlier.policyFileId) await deleteFile(tx, earlier.policyFileId);
    return facts.policy ? null : earlier.policyFileId;
  }
  const id = await repo.insertUpload(tx, userId, {
    claimId,
    insuranceCompanyName: facts.insuranceCompanyName,
    policyNumber: facts.policyNumber,
    policeReportNumber: facts.policeReportNumber,
    adjusterName: '',
    adjusterPhoneNumber: '',
    adjusterEmail: '',
    addClaimNumber: '',
  });
  if (facts.policy) await repo.updateUpload(tx, userId, id, await indexPolicy(tx, id, facts.policy.fileId, facts.policy.reading));
  return null;
}

/** The details of one of the user's claims, if it has any. */
export const findDetailsOfClaim = (db: Db, userId: number, claimId: number) => repo.findUploadOfClaim(db, userId, claimId);

/** Deletes claim details with their passages and their policy file; the id of that file, if any. */
export async function removeUpload(tx: Db, userId: number, uploadId: string): Promise<string | null> {
  const removed = await repo.deleteUpload(tx, userId, uploadId);
  if (removed?.policyFileId) await deleteFile(tx, removed.policyFileId);
  return removed?.policyFileId ?? null;
}

export const listUploads = (db: Db, userId: number) => repo.listUploads(db, userId);

// A 404, not a 403: we do not confirm that another user's claim details exist.
export async function getUpload(db: Db, userId: number, uploadId: string): Promise<repo.UploadRecord> {
  const upload = await repo.findUpload(db, userId, uploadId);
  if (!upload) throw notFound(ClaimUploadMessage.notFound);
  return upload;
}

/** The user's claim details, newest first (the chat page shows the first). */
export const listUploadsOfUser = (db: Db, userId: number): Promise<repo.UploadRecord[]> => repo.listUploads(db, userId);

/** The indexed passages of one of the user's policy PDFs, for the policy search. */
export const policyPassages = (db: Db, uploadId: string): Promise<{ page: number; text: string }[]> => repo.listPassages(db, uploadId);
