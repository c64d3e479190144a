// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { encodeStreamEvent, type TStreamEvent } from '@benji/shared';
import { readChatStream } from './read-chat-stream';

function bodyOf(chunks: Uint8Array[]): ReadableStream<Uint8Array> {
  return new ReadableStream({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(chunk);
      controller.close();
    },
  });
}

describe('readChatStream', () => {
  it('keeps a character whose bytes are split between chunks whole', async () => {
    const bytes = new TextEncoder().encode(encodeStreamEvent({ type: 'delta', text: 'Café – ok' }));
    const split = bytes.indexOf(0xc3) + 1; // inside the two bytes of 'é'
    const events: TStreamEvent[] = [];
    await readChatStream(bodyOf([bytes.slice(0, split), bytes.slice(split)]), (event) => events.push(event));
    expect(events).toEqual([{ type: 'delta', text: 'Café – ok' }]);
  });
});
