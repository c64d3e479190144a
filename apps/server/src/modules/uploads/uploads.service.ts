import { ClaimUploadMessage, type TClaimUploadValues } from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import { deleteFile, storeFile } from '../files/files.service';
import type { PolicyFile } from './policy-file';
import * as repo from './uploads.repository';

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

/** Stores the file and its passages and returns the columns that describe them. */
async function storePolicy(tx: Db, userId: number, uploadId: string, policy: PolicyFile): Promise<Partial<repo.UploadValues>> {
  const policyFileId = await storeFile(tx, { userId, filename: policy.filename, contentType: 'application/pdf', data: policy.data });
  await repo.replacePassages(tx, uploadId, policy.passages);
  return { policyFileId, policyTextStatus: policy.passages.length > 0 ? 'indexed' : 'no_text', policyPageCount: policy.pageCount };
}

/** Saves new claim details, their policy PDF and its passages in one transaction. */
export async function createUpload(
  db: Db,
  userId: number,
  fields: TClaimUploadValues,
  policy: PolicyFile | undefined,
): Promise<repo.UploadRecord> {
  const uploadId = await db.transaction(async (tx) => {
    const id = await repo.insertUpload(tx, userId, textValues(fields));
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
