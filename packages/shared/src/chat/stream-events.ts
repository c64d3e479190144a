import { z } from 'zod';
import { ZSendMessageResponse } from './contracts';

/**
 * POST chat/stream/ answers `text/event-stream` when the request is accepted; a refused request
 * (400, 401, 402, 404) answers JSON exactly as POST chat/ does. On the wire each event is
 * `event: <type>` plus one `data:` line holding the JSON below, type included:
 *
 * - `start`  once, at once: the session the exchange belongs to (new or existing).
 * - `delta`  zero or more: the next piece of the reply, in order. Concatenated they are the reply.
 * - `done`   once, on success: both messages as stored, exactly POST chat/'s response.
 * - `error`  once, on failure: nothing was stored; the page follows the send-failure path.
 *
 * The exchange is stored once the reply is complete, even if the client has gone away.
 */
export const ZStreamStart = z.object({ type: z.literal('start'), session_id: z.string(), is_new_session: z.boolean() });
export const ZStreamDelta = z.object({ type: z.literal('delta'), text: z.string() });
export const ZStreamDone = ZSendMessageResponse.extend({ type: z.literal('done') });
export const ZStreamError = z.object({ type: z.literal('error'), detail: z.string(), message: z.string() });

export const ZStreamEvent = z.discriminatedUnion('type', [ZStreamStart, ZStreamDelta, ZStreamDone, ZStreamError]);
export type TStreamEvent = z.infer<typeof ZStreamEvent>;
export type TStreamEventType = TStreamEvent['type'];

/** One event as written on the wire. */
export function encodeStreamEvent(event: TStreamEvent): string {
  return `event: ${event.type}\ndata: ${JSON.stringify(event)}\n\n`;
}
