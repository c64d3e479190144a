import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  INVENTORY_IMPORT_FIELD,
  INVENTORY_IMPORT_MAX_BYTES,
  InventoryMessage,
  ZInventoryBatchRequest,
  ZInventoryImportResult,
  ZInventoryItemChanges,
  ZInventoryItemInput,
  ZInventoryItemWithMessage,
  ZInventoryItemsWithMessage,
  ZInventoryList,
  ZInventoryPolicyLimits,
  ZMessageResponse,
} from '@benji/shared';
import type { PassageSearch } from '../../assistant/retrieval/passage-search';
import type { Db } from '../../db/client';
import { fieldError } from '../../lib/domain-error';
import { readForm } from '../../lib/multipart';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import type { Guard } from '../../plugins/authenticate';
import { attachmentDisposition } from '../claims/content-disposition';
import { thumbnailsForPdf } from './inventory-attachments.service';
import { inventoryCsv } from './inventory-export';
import { importSheet } from './inventory-import.service';
import type { InventorySheets } from './inventory-sheets';
import { ZClaimParams, ZItemParams, itemPath, itemsPath, userId } from './inventory-params';
import * as inventory from './inventory.service';
import { inventoryPolicyLimits } from './policy-limits.service';

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * A claim's contents inventory. Like my-claims/, every route needs a running trial or a
 * subscription and sees only the caller's claims: another user's claim is 404.
 */
export async function inventoryRoutes(
  app: FastifyInstance,
  deps: { db: Db; requireAccess: Guard; limiter: RateLimiter; sheets: InventorySheets; search: PassageSearch },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess, sheets } = deps;
  const tags = ['inventory'];
  const throttleWrites = (user: number) =>
    enforceLimits(deps.limiter, [[Limits.inventoryWritesPerUser, String(user)]], InventoryMessage.writingTooFast);

  api.get(itemsPath, { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZInventoryList } } }, (request) =>
    inventory.listInventory(db, userId(request), request.params.id),
  );

  api.post(
    itemsPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZClaimParams, body: ZInventoryItemInput, response: { 201: ZInventoryItemWithMessage } },
    },
    async (request, reply) => {
      await throttleWrites(userId(request));
      const item = await inventory.addItem(db, userId(request), request.params.id, request.body);
      return reply.status(201).send({ message: InventoryMessage.added, item });
    },
  );

  // Fixed paths beside inventory/{itemId}/: the router matches them before the parametric route.
  api.post(
    `${itemsPath}batch/`,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZClaimParams, body: ZInventoryBatchRequest, response: { 201: ZInventoryItemsWithMessage } },
    },
    async (request, reply) => {
      await throttleWrites(userId(request));
      const items = await inventory.addItems(db, userId(request), request.params.id, request.body.items);
      return reply.status(201).send({ message: InventoryMessage.addedMany(items.length), items });
    },
  );

  api.post(
    `${itemsPath}import/`,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZClaimParams, consumes: ['multipart/form-data'], response: { 201: ZInventoryImportResult } },
    },
    async (request, reply) => {
      await throttleWrites(userId(request));
      // Before the body is read: another user's claim is not found, whatever the file holds.
      await inventory.checkClaim(db, userId(request), request.params.id);
      const form = await readForm(request, {
        maxFileBytes: INVENTORY_IMPORT_MAX_BYTES,
        tooLargeMessage: InventoryMessage.importTooLarge,
        maxFiles: 1,
      });
      const file = form.files.find((part) => part.field === INVENTORY_IMPORT_FIELD && part.data.length > 0);
      if (!file) throw fieldError(INVENTORY_IMPORT_FIELD, InventoryMessage.importNoFile);
      const imported = await importSheet(db, sheets, userId(request), request.params.id, file.data);
      return reply.status(201).send({ message: InventoryMessage.imported(imported), imported });
    },
  );

  api.get(`${itemsPath}export/`, { onRequest: requireAccess, schema: { tags, params: ZClaimParams } }, async (request, reply) => {
    const list = await inventory.listInventory(db, userId(request), request.params.id);
    return reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', attachmentDisposition(`claim-${request.params.id}-inventory.csv`))
      .send(inventoryCsv(list));
  });

  api.get(
    `${itemsPath}policy-limits/`,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZInventoryPolicyLimits } } },
    (request) => inventoryPolicyLimits({ db, search: deps.search }, userId(request), request.params.id),
  );

  api.get(`${itemsPath}export/xlsx/`, { onRequest: requireAccess, schema: { tags, params: ZClaimParams } }, async (request, reply) => {
    const list = await inventory.listInventory(db, userId(request), request.params.id);
    const claimLabel = await inventory.exportLabel(db, userId(request), request.params.id);
    const workbook = await sheets.write({ list, claimLabel });
    // The day of the export in the name: a second export after changes does not overwrite the first.
    const filename = `contents-${claimLabel}-${new Date().toISOString().slice(0, 10)}.xlsx`;
    return reply.header('content-type', XLSX_TYPE).header('content-disposition', attachmentDisposition(filename)).send(workbook);
  });

  api.get(`${itemsPath}export/pdf/`, { onRequest: requireAccess, schema: { tags, params: ZClaimParams } }, async (request, reply) => {
    const list = await inventory.listInventory(db, userId(request), request.params.id);
    const claimLabel = await inventory.exportLabel(db, userId(request), request.params.id);
    const { thumbnails, leftOut } = await thumbnailsForPdf(db, request.params.id);
    const generatedAt = new Date();
    const pdf = await sheets.writePdf({ list, claimLabel, thumbnails, leftOut, generatedAt });
    const filename = `contents-${claimLabel}-${generatedAt.toISOString().slice(0, 10)}.pdf`;
    return reply.header('content-type', 'application/pdf').header('content-disposition', attachmentDisposition(filename)).send(pdf);
  });

  api.patch(
    itemPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZItemParams, body: ZInventoryItemChanges, response: { 200: ZInventoryItemWithMessage } },
    },
    async (request) => {
      await throttleWrites(userId(request));
      const { id, itemId } = request.params;
      const item = await inventory.changeItem(db, userId(request), id, itemId, request.body);
      return { message: InventoryMessage.updated, item };
    },
  );

  api.post(
    `${itemPath}duplicate/`,
    { onRequest: requireAccess, schema: { tags, params: ZItemParams, response: { 201: ZInventoryItemWithMessage } } },
    async (request, reply) => {
      await throttleWrites(userId(request));
      const item = await inventory.duplicateItem(db, userId(request), request.params.id, request.params.itemId);
      return reply.status(201).send({ message: InventoryMessage.duplicated, item });
    },
  );

  api.delete(
    itemPath,
    { onRequest: requireAccess, schema: { tags, params: ZItemParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttleWrites(userId(request));
      await inventory.removeItem(db, userId(request), request.params.id, request.params.itemId);
      return { message: InventoryMessage.deleted };
    },
  );
}
