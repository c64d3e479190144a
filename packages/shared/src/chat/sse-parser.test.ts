import { describe, expect, it } from 'vitest';
import { ChatStreamReader, SseParser } from './sse-parser';
import { encodeStreamEvent } from './stream-events';

describe('SseParser', () => {
  it('completes an event only at the blank line, across arbitrary pieces', () => {
    const parser = new SseParser();
    expect(parser.push('event: delta\nda')).toEqual([]);
    expect(parser.push('ta: {"a":1}\n')).toEqual([]);
    expect(parser.push('\n')).toEqual([{ event: 'delta', data: '{"a":1}' }]);
  });

  it('joins data lines, skips comments, and accepts CR LF and CR line ends', () => {
    const parser = new SseParser();
    const events = parser.push(': keep-alive\r\ndata: one\r\ndata: two\r\n\r\ndata: three\r');
    expect(events).toEqual([{ event: 'message', data: 'one\ntwo' }]);
    // The trailing CR may be half of CR LF, so the line is only finished by the next piece.
    expect(parser.push('\n\r\n')).toEqual([{ event: 'message', data: 'three' }]);
  });

  it('ignores an event with no data', () => {
    expect(new SseParser().push('event: ping\n\n')).toEqual([]);
  });
});

describe('ChatStreamReader', () => {
  it('reads back what the server encodes, one character at a time', () => {
    const wire =
      encodeStreamEvent({ type: 'start', session_id: 's-1', is_new_session: true }) +
      encodeStreamEvent({ type: 'delta', text: 'Line one\nand **bold**' }) +
      'data: {"type":"unknown"}\n\n' +
      encodeStreamEvent({ type: 'error', detail: 'No.', message: 'No.' });
    const reader = new ChatStreamReader();
    const events = [...wire].flatMap((char) => reader.push(char));
    expect(events).toEqual([
      { type: 'start', session_id: 's-1', is_new_session: true },
      { type: 'delta', text: 'Line one\nand **bold**' },
      { type: 'error', detail: 'No.', message: 'No.' },
    ]);
  });
});
