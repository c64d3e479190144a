import type { OutgoingHttpHeaders } from 'node:http';
import type { FastifyReply } from 'fastify';
import { ChatMessage, encodeStreamEvent, type TStreamEvent } from '@benji/shared';
import { AssistantFailure } from '../../assistant/engine';
import { completeExchange, type ChatDeps, type PendingExchange } from './chat.service';

/**
 * Answers an accepted message as server-sent events: start, the reply in pieces, then done (both
 * messages as stored) or error (nothing stored). The engine is never cancelled when the client
 * goes away: the reply is finished and stored whole, and the writes to the gone socket are skipped.
 */
export async function streamExchange(reply: FastifyReply, deps: ChatDeps, userId: number, pending: PendingExchange): Promise<void> {
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    // The headers hooks set so far (security headers): the stream bypasses Fastify's sending.
    ...(reply.getHeaders() as OutgoingHttpHeaders),
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and similar proxies would otherwise hold the pieces back until the end.
    'x-accel-buffering': 'no',
  });
  const send = (event: TStreamEvent) => {
    if (!raw.destroyed && raw.writable) raw.write(encodeStreamEvent(event));
  };

  send({ type: 'start', session_id: pending.sessionId, is_new_session: pending.isNewSession });
  let text = '';
  try {
    for await (const piece of deps.engine.stream(pending.request)) {
      text += piece;
      send({ type: 'delta', text: piece });
    }
    const stored = await completeExchange(deps, userId, pending, text);
    send({ type: 'done', ...stored });
  } catch (error) {
    if (!(error instanceof AssistantFailure)) reply.log.error({ err: error }, 'chat stream failed');
    else reply.log.warn({ reason: error.reason, status: error.status }, error.message);
    send({ type: 'error', detail: ChatMessage.assistantUnavailable, message: ChatMessage.assistantUnavailable });
  } finally {
    if (!raw.destroyed) raw.end();
  }
}
