import type { TSendMessageResponse, TStreamEvent } from '@benji/shared';

export type StreamOutcome = { ok: true; stored: TSendMessageResponse } | { ok: false; reason: 'error' | 'incomplete' | 'empty-reply' };

/**
 * What a finished stream amounts to. Spec 4: an AI reply that is missing or has empty content is a
 * failure; so is a stream that ends without `done` (the connection dropped mid-reply).
 */
export function streamOutcome(events: readonly TStreamEvent[]): StreamOutcome {
  if (events.some((event) => event.type === 'error')) return { ok: false, reason: 'error' };
  const done = events.find((event) => event.type === 'done');
  if (!done) return { ok: false, reason: 'incomplete' };
  if (!done.ai_message?.content?.trim()) return { ok: false, reason: 'empty-reply' };
  const { type: _type, ...stored } = done;
  return { ok: true, stored };
}
