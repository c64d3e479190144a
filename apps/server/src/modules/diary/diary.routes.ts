import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  DiaryMessage,
  ZClaimDeadlines,
  ZCreateDiaryEventRequest,
  ZDeadlinesQuery,
  ZDiaryEventListResponse,
  ZDiaryEventWithMessage,
  ZMessageResponse,
  ZUpcomingDeadlines,
  diaryPaths,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { claimDeadlines, resolveToday, upcomingDeadlines } from './deadlines.service';
import * as diary from './diary.service';

// Ids are PostgreSQL serials: anything past 2^31 - 1 cannot name a row.
const serialId = (message: string) =>
  z.coerce.number({ error: message }).int({ error: message }).positive({ error: message }).max(2_147_483_647, { error: message });
const ZClaimParams = z.object({ id: serialId('A claim id is a positive whole number.') });
const ZEventParams = ZClaimParams.extend({ eventId: serialId('A diary event id is a positive whole number.') });

const eventsPath = '/api/my-claims/:id/diary/';
const eventPath = `${eventsPath}:eventId/`;
const deadlinesPath = '/api/my-claims/:id/deadlines/';

const userId = (request: FastifyRequest) => callerOf(request).user.id;

/**
 * A claim's diary and the deadlines worked out from it. Like my-claims/, every route needs a
 * running trial or a subscription and sees only the caller's claims: another user's claim is 404.
 */
export async function diaryRoutes(app: FastifyInstance, deps: { db: Db; requireAccess: Guard; limiter: RateLimiter }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  const tags = ['diary'];
  // Each write makes the claim's deadlines be worked out again: one account must not keep the CPU busy.
  const throttleWrites = (user: number) =>
    enforceLimits(deps.limiter, [[Limits.diaryWritesPerUser, String(user)]], DiaryMessage.writingTooFast);

  api.get(
    eventsPath,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, response: { 200: ZDiaryEventListResponse } } },
    (request) => diary.listDiary(db, userId(request), request.params.id),
  );

  api.post(
    eventsPath,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZClaimParams, body: ZCreateDiaryEventRequest, response: { 201: ZDiaryEventWithMessage } },
    },
    async (request, reply) => {
      await throttleWrites(userId(request));
      const event = await diary.addDiaryEvent(db, userId(request), request.params.id, request.body);
      return reply.status(201).send({ message: DiaryMessage.added, event });
    },
  );

  api.delete(
    eventPath,
    { onRequest: requireAccess, schema: { tags, params: ZEventParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      await throttleWrites(userId(request));
      await diary.deleteDiaryEvent(db, userId(request), request.params.id, request.params.eventId);
      return { message: DiaryMessage.deleted };
    },
  );

  api.get(
    deadlinesPath,
    { onRequest: requireAccess, schema: { tags, params: ZClaimParams, querystring: ZDeadlinesQuery, response: { 200: ZClaimDeadlines } } },
    (request) => claimDeadlines(db, userId(request), request.params.id, resolveToday(request.query.today)),
  );

  // A fixed path beside my-claims/{id}/: the router matches it before the parametric route.
  api.get(
    diaryPaths.upcoming,
    { onRequest: requireAccess, schema: { tags, querystring: ZDeadlinesQuery, response: { 200: ZUpcomingDeadlines } } },
    (request) => upcomingDeadlines(db, userId(request), resolveToday(request.query.today)),
  );
}
