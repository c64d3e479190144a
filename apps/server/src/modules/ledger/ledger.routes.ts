import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  LedgerMessage,
  ZLedgerEntryChanges,
  ZLedgerEntryInput,
  ZLedgerEntryWithMessage,
  ZLedgerLetter,
  ZLedgerLetterKind,
  ZLedgerLetterQuery,
  ZLedgerList,
  ZLedgerPolicyTerms,
  ZLedgerSuggestions,
  ZMessageResponse,
  mailLanguageOf,
  templateLanguageOf,
} from '@benji/shared';
import type { PassageSearch } from '../../assistant/retrieval/passage-search';
import type { Db } from '../../db/client';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { resolveToday } from '../diary/deadlines.service';
import { ledgerLetter } from './ledger-letters.service';
import * as ledger from './ledger.service';
import { ledgerPolicyTerms } from './policy-terms.service';

// Ids are PostgreSQL serials: anything past 2^31 - 1 cannot name a row.
const serialId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });
const ZClaimParams = z.object({ id: serialId('A claim id is a positive whole number.') });
const ZEntryParams = ZClaimParams.extend({ entryId: serialId('A ledger entry id is a positive whole number.') });
const ZLetterParams = ZClaimParams.extend({ kind: ZLedgerLetterKind });

const entriesPath = '/api/my-claims/:id/ledger/';
const entryPath = `${entriesPath}:entryId/`;
const suggestionsPath = `${entriesPath}suggestions/`;

const userId = (request: FastifyRequest) => callerOf(request).user.id;

/**
 * A claim's payments ledger. Like my-claims/, every route needs a running trial or a subscription
 * and sees only the caller's claims: another user's claim is 404.
 */
export async function ledgerRoutes(
  app: FastifyInstance,
  deps: { db: Db; requireAccess: Guard; limiter: RateLimiter; search: PassageSearch },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  const tags = ['ledger'];
  const throttleWrites = (user: number) =>
    enforceLimits(deps.limiter, [[Limits.ledgerWritesPerUser, String(user)]], LedgerMessage.writingTooFast);

  api.get(entriesPath, { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZLedgerList } } }, (request) =>
    ledger.listLedger(db, userId(request), request.params.id),
  );

  api.get(
    suggestionsPath,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZLedgerSuggestions } } },
    (request) => ledger.suggestFromDiary(db, userId(request), request.params.id),
  );

  api.get(
    `${entriesPath}policy-terms/`,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZLedgerPolicyTerms } } },
    (request) => ledgerPolicyTerms({ db, search: deps.search }, userId(request), request.params.id),
  );

  // `today` is the user's own date, as for the deadlines: the letter is dated with it.
  api.get(
    `${entriesPath}letters/:kind/`,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZLetterParams, querystring: ZLedgerLetterQuery, response: { 200: ZLedgerLetter } },
    },
    (request) => {
      const { user } = callerOf(request);
      return ledgerLetter({ db, search: deps.search }, user, request.params.id, request.params.kind, {
        today: resolveToday(request.query.today),
        // The page's language, else the account's: the letter reads as the page around it.
        language: templateLanguageOf(request.query.lang ?? mailLanguageOf(user)),
      });
    },
  );

  api.post(
    entriesPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZClaimParams, body: ZLedgerEntryInput, response: { 201: ZLedgerEntryWithMessage } },
    },
    async (request, reply) => {
      await throttleWrites(userId(request));
      const entry = await ledger.addEntry(db, userId(request), request.params.id, request.body);
      return reply.status(201).send({ message: LedgerMessage.added, entry });
    },
  );

  api.patch(
    entryPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZEntryParams, body: ZLedgerEntryChanges, response: { 200: ZLedgerEntryWithMessage } },
    },
    async (request) => {
      await throttleWrites(userId(request));
      const { id, entryId } = request.params;
      const entry = await ledger.changeEntry(db, userId(request), id, entryId, request.body);
      return { message: LedgerMessage.updated, entry };
    },
  );

  api.delete(
    entryPath,
    { onRequest: requireAccess, schema: { tags, params: ZEntryParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttleWrites(userId(request));
      await ledger.removeEntry(db, userId(request), request.params.id, request.params.entryId);
      return { message: LedgerMessage.deleted };
    },
  );
}
