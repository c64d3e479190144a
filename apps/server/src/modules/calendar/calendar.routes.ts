import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CalendarMessage,
  ZCalendarFeedResetResponse,
  ZCalendarFeedResponse,
  ZDeadlineEventQuery,
  ZDeadlineRuleId,
  calendarPaths,
} from '@benji/shared';
import type { Db } from '../../db/client';
import { clientIp } from '../../lib/client-ip';
import { sha256 } from '../../lib/hash';
import { Limits, enforceLimits, type RateLimiter } from '../../lib/rate-limiter';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { attachmentDisposition } from '../claims/content-disposition';
import { resolveToday } from '../diary/deadlines.service';
import * as calendar from './calendar.service';
import type { FeedTokens } from './feed-tokens';

// Ids are PostgreSQL serials: anything past 2^31 - 1 cannot name a row.
const BAD_ID = 'A claim id is a positive whole number.';
const ZDeadlineEventParams = z.object({
  id: z.coerce.number({ error: BAD_ID }).int({ error: BAD_ID }).positive({ error: BAD_ID }).max(2_147_483_647, { error: BAD_ID }),
  ruleId: ZDeadlineRuleId,
});

const ICS = 'text/calendar; charset=utf-8';
const userId = (request: FastifyRequest) => callerOf(request).user.id;

/**
 * The deadlines as calendar events: a private feed per user, and one deadline as a file. The feed
 * itself is public (calendar apps send no token), its secret address the only key.
 */
export async function calendarRoutes(
  app: FastifyInstance,
  deps: {
    db: Db;
    feedTokens: FeedTokens;
    authenticate: Guard;
    requireAccess: Guard;
    limiter: RateLimiter;
    cache: calendar.FeedCache;
    publicUrl: string | undefined;
  },
) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  const tags = ['calendar'];

  // PUBLIC_URL when set, so a forged Host header cannot put another address in the answer.
  const feedUrl = (request: FastifyRequest, token: string) =>
    `${deps.publicUrl?.replace(/\/+$/, '') ?? `${request.protocol}://${request.host}`}${calendarPaths.feedFile(token)}`;

  api.get(
    calendarPaths.feed,
    { onRequest: requireAccess, schema: { tags, response: { 200: ZCalendarFeedResponse } } },
    async (request) => ({
      url: feedUrl(request, await calendar.feedToken(deps, userId(request))),
    }),
  );

  // Only a signed-in owner, but no running plan needed: a user whose trial ended can still revoke
  // an address they gave out (security probe 3, #4). The new one stays paused until they subscribe.
  api.post(
    calendarPaths.resetFeed,
    { onRequest: deps.authenticate, schema: { tags, response: { 200: ZCalendarFeedResetResponse } } },
    async (request) => ({
      message: CalendarMessage.feedReset,
      url: feedUrl(request, await calendar.resetFeedToken(deps, userId(request))),
    }),
  );

  api.get(
    '/api/calendar/:token.ics',
    { schema: { tags, params: z.object({ token: z.string() }), produces: ['text/calendar'] } },
    async (request, reply) => {
      // Counted by the token's digest: the key itself never reaches the limiter's store (Redis).
      await enforceLimits(deps.limiter, [
        [Limits.calendarFeedPerIp, clientIp(request)],
        [Limits.calendarFeedPerToken, sha256(request.params.token)],
      ]);
      return reply.header('content-type', ICS).send(await calendar.feedCalendar(deps, request.params.token));
    },
  );

  api.get(
    '/api/my-claims/:id/deadlines/:ruleId/calendar.ics',
    {
      onRequest: requireAccess,
      schema: { tags, params: ZDeadlineEventParams, querystring: ZDeadlineEventQuery, produces: ['text/calendar'] },
    },
    async (request, reply) => {
      const { id, ruleId } = request.params;
      const today = resolveToday(request.query.today);
      const { user } = callerOf(request);
      const { ics, filename } = await calendar.deadlineEvent(db, user, id, ruleId, request.query.triggered, today);
      return reply.header('content-type', ICS).header('content-disposition', attachmentDisposition(filename)).send(ics);
    },
  );
}
