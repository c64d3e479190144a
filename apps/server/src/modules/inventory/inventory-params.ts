import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { callerOf } from '../../plugins/authenticate';

// Ids are PostgreSQL serials: anything past 2^31 - 1 cannot name a row.
const serialId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });
export const ZClaimParams = z.object({ id: serialId('A claim id is a positive whole number.') });
export const ZItemParams = ZClaimParams.extend({ itemId: serialId('An inventory item id is a positive whole number.') });
export const ZAttachmentParams = ZItemParams.extend({ attachmentId: serialId('An attachment id is a positive whole number.') });

export const itemsPath = '/api/my-claims/:id/inventory/';
export const itemPath = `${itemsPath}:itemId/`;

export const userId = (request: FastifyRequest) => callerOf(request).user.id;
