import { ChatStreamReader, type TStreamEvent } from '@benji/shared';

/** Hands each event of a server-sent-events body to `onEvent` as soon as its last byte arrives. */
export async function readChatStream(body: ReadableStream<Uint8Array>, onEvent: (event: TStreamEvent) => void): Promise<void> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const events = new ChatStreamReader();
  for (;;) {
    const { done, value } = await reader.read();
    // A multi-byte character may be split between chunks: the decoder holds its first half.
    const text = done ? decoder.decode() : decoder.decode(value, { stream: true });
    for (const event of events.push(text)) onEvent(event);
    if (done) return;
  }
}
