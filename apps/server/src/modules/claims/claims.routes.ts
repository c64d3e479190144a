import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  POLICY_FILE_MAX_BYTES,
  ZMessageResponse,
  ClaimMessage,
  ZClaim,
  ZClaimDeleteRequest,
  ZClaimList,
  ZClaimPatchRequest,
  ZClaimSubmitFields,
  ZClaimWithMessage,
  claimsPaths,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { readForm } from '../../lib/multipart';
import type { PerUserCache } from '../../lib/per-user-cache';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { parseFields } from '../../lib/validate';
import { callerOf, type Guard } from '../../plugins/authenticate';
import * as claimRecord from '../claim-record/claim-record.service';
import { enforcePolicyUploadLimit } from '../files/policy-upload-limits';
import { toClaimView } from './claim-view';
import * as claims from './claims.service';
import { attachmentDisposition } from './content-disposition';

const BAD_ID = 'A claim id is a positive whole number.';
// Ids are PostgreSQL serials: anything past 2^31 - 1 cannot name a claim.
const ZClaimParams = z.object({
  id: z.coerce.number({ error: BAD_ID }).int({ error: BAD_ID }).positive({ error: BAD_ID }).max(2_147_483_647, { error: BAD_ID }),
});
const itemPath = `${claimsPaths.list}:id/`;
const documentPath = `${itemPath}policy-document/`;

const userId = (request: FastifyRequest) => callerOf(request).user.id;

/**
 * my-claims/: every route needs a running trial or a subscription, and sees only the caller's claims.
 * The guard runs on request, before any body is read or validated: a caller without access learns nothing.
 */
export async function claimsRoutes(
  app: FastifyInstance,
  deps: { db: Db; requireAccess: Guard; readCache: PerUserCache; limiter: RateLimiter },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess, readCache, limiter } = deps;
  const tags = ['claims'];
  // Each write makes the claim's deadlines be worked out again: one account must not keep the CPU busy.
  const throttleWrites = (user: number) => enforceLimits(limiter, [[Limits.claimWritesPerUser, String(user)]], ClaimMessage.writingTooFast);

  api.post(
    claimsPaths.list,
    {
      onRequest: requireAccess,
      schema: { tags, consumes: ['multipart/form-data', 'application/json'], response: { 201: ZClaimWithMessage } },
    },
    async (request, reply) => {
      const form = await readForm(request, {
        maxFileBytes: POLICY_FILE_MAX_BYTES,
        tooLargeMessage: ClaimMessage.fileTooLarge,
        maxFiles: 1,
      });
      const document = claims.pickPolicyDocument(form.files);
      const fields = parseFields(ZClaimSubmitFields, form.fields);
      await throttleWrites(userId(request));
      // The policy uploads of chat/upload/ and this route share one count per user.
      if (document) await enforcePolicyUploadLimit(limiter, userId(request));
      const claim = await claimRecord.submitClaim(db, app.policyPdfs, userId(request), fields, document);
      return reply.status(201).send({ message: ClaimMessage.submitted, claim: toClaimView(claim) });
    },
  );

  // The list is read far more often than it changes: its JSON is kept until the database announces
  // a change to the user's claims. A string with a JSON type goes out as it is, not serialized again
  // (hence the plain `app`: the typed `api` expects the list itself).
  app.get(claimsPaths.list, { onRequest: requireAccess, schema: { tags, response: { 200: ZClaimList } } }, async (request, reply) => {
    const caller = userId(request);
    const json = await readCache.read(caller, 'claim-list', async () =>
      JSON.stringify(ZClaimList.encode((await claims.listClaims(db, caller)).map(toClaimView))),
    );
    return reply.type('application/json; charset=utf-8').send(json);
  });

  api.get(itemPath, { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZClaim } } }, async (request) =>
    toClaimView(await claims.getClaim(db, userId(request), request.params.id)),
  );

  api.patch(
    itemPath,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, body: ZClaimPatchRequest, response: { 200: ZClaimWithMessage } } },
    async (request) => {
      await throttleWrites(userId(request));
      const claim = await claims.changeClaim(db, userId(request), request.params.id, request.body);
      return { message: ClaimMessage.updated, claim: toClaimView(claim) };
    },
  );

  api.delete(
    itemPath,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, body: ZClaimDeleteRequest, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttleWrites(userId(request));
      await claimRecord.removeClaim(db, userId(request), request.params.id);
      return { message: ClaimMessage.deleted };
    },
  );

  api.get(documentPath, { onRequest: requireAccess, schema: { tags, params: ZClaimParams } }, async (request, reply) => {
    const document = await claims.getPolicyDocument(db, userId(request), request.params.id);
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', attachmentDisposition(document.filename))
      .header('x-content-type-options', 'nosniff')
      .header('cache-control', 'private, no-store')
      .header('content-security-policy', "default-src 'none'; sandbox; frame-ancestors 'none'")
      .send(document.data);
  });
}
