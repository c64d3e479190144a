import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ClaimUploadMessage,
  POLICY_FILE_MAX_BYTES,
  ZClaimUploadFields,
  ZClaimUploadList,
  ZClaimUploadResponse,
  ZClaimUploadTarget,
  chatPaths,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/domain-error';
import * as claimRecord from '../claim-record/claim-record.service';
import { readForm } from '../../lib/multipart';
import type { RateLimiter } from '../../lib/rate-limiter';
import { parseFields } from '../../lib/validate';
import { callerOf, type Guard } from '../../plugins/authenticate';
import type { PolicyPdfReader } from '../files/policy-pdf-reader';
import { enforcePolicyUploadLimit } from '../files/policy-upload-limits';
import { firstFile, readPolicyFile } from './policy-file';
import { asUploadError } from './upload-errors';
import { toUploadView } from './upload-view';
import * as uploads from './uploads.service';

const userId = (request: FastifyRequest) => callerOf(request).user.id;
// Any text is accepted as an id; one that is not a UUID cannot name an upload, so it is simply not found.
const ZUploadParams = z.object({ uploadId: z.string().max(100) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

interface PolicyReading {
  reader: PolicyPdfReader;
  limiter: RateLimiter;
}

/**
 * Reads and checks the whole form: the fields first (as the page does), then the first file, which
 * counts against the user's policy uploads before it is read.
 */
async function readUploadForm(request: FastifyRequest, { reader, limiter }: PolicyReading) {
  try {
    const form = await readForm(request, { maxFileBytes: POLICY_FILE_MAX_BYTES, tooLargeMessage: ClaimUploadMessage.fileTooLarge });
    const fields = parseFields(ZClaimUploadFields, form.fields);
    const { claim_id: claimId } = parseFields(ZClaimUploadTarget, form.fields);
    const file = firstFile(form.files);
    if (file) await enforcePolicyUploadLimit(limiter, userId(request));
    return { fields, claimId, policy: file && (await readPolicyFile(file, reader)) };
  } catch (error) {
    throw asUploadError(error);
  }
}

/**
 * chat/upload/ and chat/uploads/: the chat page's claim details with the policy PDF (multipart),
 * each the details of one claim (see claim-record).
 * The guard runs on request, before any body is read: a caller without access uploads nothing.
 */
export async function uploadsRoutes(app: FastifyInstance, deps: { db: Db; requireAccess: Guard }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  // From buildApp's decorators: the PDF reader and the limiter are the app's own.
  const reading: PolicyReading = { reader: app.policyPdfs, limiter: app.limiter };
  const tags = ['claim details'];

  api.post(
    chatPaths.upload,
    {
      onRequest: requireAccess,
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 201: ZClaimUploadResponse } },
    },
    async (request, reply) => {
      const { fields, policy, claimId } = await readUploadForm(request, reading);
      const upload = await claimRecord.saveDetails(db, userId(request), fields, policy, claimId);
      return reply.status(201).send({ message: ClaimUploadMessage.uploaded, claim_upload: toUploadView(upload) });
    },
  );

  api.get(chatPaths.uploads, { onRequest: requireAccess, schema: { tags, response: { 200: ZClaimUploadList } } }, async (request) =>
    (await uploads.listUploads(db, userId(request))).map(toUploadView),
  );

  api.patch(
    `${chatPaths.uploads}:uploadId/`,
    {
      onRequest: requireAccess,
      schema: {
        tags,
        params: ZUploadParams,
        consumes: ['multipart/form-data', 'application/json'],
        response: { 200: ZClaimUploadResponse },
      },
    },
    async (request) => {
      const { uploadId } = request.params;
      // Checked before the body is read: an unknown id is not found, whatever the form holds.
      if (!UUID.test(uploadId)) throw notFound(ClaimUploadMessage.notFound);
      await uploads.getUpload(db, userId(request), uploadId);
      const { fields, policy } = await readUploadForm(request, reading);
      const upload = await claimRecord.changeDetails(db, userId(request), uploadId, fields, policy);
      return { message: ClaimUploadMessage.updated, claim_upload: toUploadView(upload) };
    },
  );
}
