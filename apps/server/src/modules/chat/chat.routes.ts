import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ChatMessage,
  ZChatMessageList,
  ZChatSuggestions,
  ZChatSessionList,
  ZConversationWithMessage,
  ZMessageResponse,
  ZRenameConversationRequest,
  ZFlagRequest,
  ZFlagResponse,
  ZFlaggedMessageList,
  ZHistoryQuery,
  ZSendMessageRequest,
  ZSendMessageResponse,
  ZSuggestionsQuery,
  ZAccountLanguage,
  chatPaths,
  chatPdfFilename,
  mailLanguageOf,
} from '@benji/shared';
import { callerOf, type Guard } from '../../plugins/authenticate';
import { attachmentDisposition } from '../claims/content-disposition';
import { listUploads } from '../uploads/uploads.service';
import { toUploadView } from '../uploads/upload-view';
import { renderChatPdf } from './chat-pdf';
import { isKnownTimeZone } from './pdf-time';
import { streamExchange } from './chat-stream';
import * as chat from './chat.service';

const userOf = (request: FastifyRequest) => callerOf(request).user;
// Any text: an id that is not a UUID names no session, and is answered 404 like another user's.
const ZSessionParams = z.object({ sessionId: z.string().max(100) });

/**
 * chat/: messages, sessions, saved messages and the chat PDF. Every route needs a running trial or
 * a subscription and sees only the caller's sessions; the guard runs before any body is read.
 */
export async function chatRoutes(app: FastifyInstance, deps: chat.ChatDeps & { requireAccess: Guard }) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db, requireAccess } = deps;
  const tags = ['chat'];

  api.post(
    chatPaths.messages,
    { onRequest: requireAccess, schema: { tags, body: ZSendMessageRequest, response: { 201: ZSendMessageResponse } } },
    async (request, reply) => reply.status(201).send(await chat.sendMessage(deps, userOf(request), request.body)),
  );

  // Refusals (400, 404) answer JSON like POST chat/; only an accepted message becomes a stream.
  api.post(
    chatPaths.stream,
    { onRequest: requireAccess, schema: { tags, body: ZSendMessageRequest, produces: ['text/event-stream'] } },
    async (request, reply) => {
      const user = userOf(request);
      const pending = await chat.prepareExchange(deps, user, request.body);
      await streamExchange(reply, deps, user.id, pending);
    },
  );

  api.get(
    chatPaths.suggestions(),
    { onRequest: requireAccess, schema: { tags, querystring: ZSuggestionsQuery, response: { 200: ZChatSuggestions } } },
    async (request) => chat.suggestNextSteps(deps, userOf(request), request.query),
  );

  api.get(
    chatPaths.messages,
    { onRequest: requireAccess, schema: { tags, querystring: ZHistoryQuery, response: { 200: ZChatMessageList } } },
    async (request) => chat.listMessages(db, userOf(request).id, request.query.session_id),
  );

  api.get(chatPaths.sessions, { onRequest: requireAccess, schema: { tags, response: { 200: ZChatSessionList } } }, async (request) =>
    chat.listConversations(db, userOf(request).id),
  );

  api.patch(
    `${chatPaths.sessions}:sessionId/`,
    {
      onRequest: requireAccess,
      schema: { tags, params: ZSessionParams, body: ZRenameConversationRequest, response: { 200: ZConversationWithMessage } },
    },
    async (request) => chat.renameConversation(db, userOf(request).id, request.params.sessionId, request.body.title),
  );

  api.delete(
    `${chatPaths.sessions}:sessionId/`,
    { onRequest: requireAccess, schema: { tags, params: ZSessionParams, response: { 200: ZMessageResponse } } },
    async (request) => {
      await chat.deleteConversation(db, userOf(request).id, request.params.sessionId);
      return { message: ChatMessage.deleted };
    },
  );

  api.post(
    chatPaths.flag,
    { onRequest: requireAccess, schema: { tags, body: ZFlagRequest, response: { 200: ZFlagResponse, 201: ZFlagResponse } } },
    async (request, reply) => {
      const { created, body } = await chat.flagMessage(db, userOf(request).id, request.body);
      return reply.status(created ? 201 : 200).send(body);
    },
  );

  api.get(chatPaths.flagged, { onRequest: requireAccess, schema: { tags, response: { 200: ZFlaggedMessageList } } }, async (request) =>
    chat.listFlagged(db, userOf(request).id),
  );

  api.get(
    '/api/chat/:id/download-pdf/',
    {
      onRequest: requireAccess,
      schema: {
        tags,
        params: z.object({ id: z.string().max(100) }),
        // Beyond the spec: the browser's time zone, so the PDF's times read as they did on screen.
        // And the reader's language, so the PDF's headings read as the page did; else the account's.
        querystring: z.object({
          tz: z.string().max(64).refine(isKnownTimeZone, { error: ChatMessage.unknownTimeZone }).optional(),
          lang: ZAccountLanguage.optional(),
        }),
      },
    },
    async (request, reply) => {
      const user = userOf(request);
      const session = await chat.getSession(db, user.id, request.params.id);
      const [messages, uploads] = await Promise.all([chat.listMessages(db, user.id, session.id), listUploads(db, user.id)]);
      // The details of the claim this conversation is about, never another claim's.
      const details = uploads.find((upload) => upload.claimId === session.claimId);
      const generatedAt = new Date();
      const pdf = await renderChatPdf({
        sessionId: session.id,
        user: { fullName: user.fullName, email: user.email },
        claimDetails: details ? toUploadView(details) : null,
        messages,
        generatedAt,
        timeZone: request.query.tz ?? null,
        language: request.query.lang ?? mailLanguageOf(user),
      });
      return reply
        .header('content-type', 'application/pdf')
        .header('content-disposition', attachmentDisposition(chatPdfFilename(session.id, generatedAt)))
        .header('cache-control', 'private, no-store')
        .send(pdf);
    },
  );
}
