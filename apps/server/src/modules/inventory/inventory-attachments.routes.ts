import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVENTORY_ATTACHMENT_FIELD,
  INVENTORY_ATTACHMENT_MAX_BYTES,
  InventoryMessage,
  ZInventoryAttachmentFields,
  ZInventoryAttachmentList,
  ZInventoryAttachmentWithMessage,
  ZMessageResponse,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/domain-error';
import { readForm } from '../../lib/multipart';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { parseFields } from '../../lib/validate';
import type { Guard } from '../../plugins/authenticate';
import { attachmentDisposition } from '../claims/content-disposition';
import * as attachments from './inventory-attachments.service';
import { ZAttachmentParams, ZItemParams, itemPath, userId } from './inventory-params';

const attachmentsPath = `${itemPath}attachments/`;
const attachmentPath = `${attachmentsPath}:attachmentId/`;

/**
 * An inventory item's photos and receipts. Like the rest of the inventory, every route needs a
 * running trial or a subscription, another user's claim is 404, and the writes share its rate limit.
 */
export async function inventoryAttachmentRoutes(app: FastifyInstance, deps: { db: Db; requireAccess: Guard; limiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  const tags = ['inventory'];
  const throttleWrites = (user: number) =>
    enforceLimits(deps.limiter, [[Limits.inventoryWritesPerUser, String(user)]], InventoryMessage.writingTooFast);

  api.get(
    attachmentsPath,
    { onRequest: requireAccess, schema: { tags, params: ZItemParams, response: { 200: ZInventoryAttachmentList } } },
    async (request) => {
      const { id, itemId } = request.params;
      return { attachments: await attachments.listAttachments(db, userId(request), id, itemId) };
    },
  );

  api.post(
    attachmentsPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZItemParams, consumes: ['multipart/form-data'], response: { 201: ZInventoryAttachmentWithMessage } },
    },
    async (request, reply) => {
      const { id, itemId } = request.params;
      await throttleWrites(userId(request));
      // Before the body is read: another user's item is not found, whatever the file holds.
      await attachments.checkItem(db, userId(request), id, itemId);
      const form = await readForm(request, {
        maxFileBytes: INVENTORY_ATTACHMENT_MAX_BYTES,
        tooLargeMessage: InventoryMessage.attachmentTooLarge,
        maxFiles: 1,
      });
      const { kind } = parseFields(ZInventoryAttachmentFields, form.fields);
      const file = form.files.find((part) => part.field === INVENTORY_ATTACHMENT_FIELD && part.data.length > 0);
      if (!file) throw fieldError(INVENTORY_ATTACHMENT_FIELD, InventoryMessage.attachmentNoFile);
      const attachment = await attachments.addAttachment(db, userId(request), id, itemId, kind, file);
      return reply.status(201).send({ message: InventoryMessage.attachmentAdded(kind), attachment });
    },
  );

  const download = (thumbnail: boolean) =>
    api.get(
      thumbnail ? `${attachmentPath}thumbnail/` : attachmentPath,
      { onRequest: requireAccess, schema: { tags, params: ZAttachmentParams } },
      async (request, reply) => {
        const { id, itemId, attachmentId } = request.params;
        const file = await attachments.attachmentFile(db, userId(request), id, itemId, attachmentId, thumbnail);
        return (
          reply
            .header('content-type', file.contentType)
            .header('content-disposition', attachmentDisposition(file.filename))
            // Photos of a user's home: not kept in a shared computer's cache, and never run as a page if opened directly.
            .header('cache-control', 'private, no-store')
            .header('content-security-policy', "default-src 'none'; frame-ancestors 'none'")
            .send(file.data)
        );
      },
    );
  download(false);
  download(true);

  api.delete(
    attachmentPath,
    { onRequest: requireAccess, schema: { tags, params: ZAttachmentParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      const { id, itemId, attachmentId } = request.params;
      await throttleWrites(userId(request));
      await attachments.removeAttachment(db, userId(request), id, itemId, attachmentId);
      return { message: InventoryMessage.attachmentDeleted };
    },
  );
}
