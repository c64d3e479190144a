import { ZStreamEvent, type TStreamEvent } from './stream-events';

/**
 * Reads server-sent events from text arriving in arbitrary pieces (a network chunk may end in the
 * middle of a line). Follows the EventSource rules that matter here: events end at a blank line,
 * `data:` lines join with a line feed, lines starting with ':' are comments, CR LF and CR end lines.
 */
export class SseParser {
  private buffer = '';
  private data: string[] = [];
  private event = '';

  /** Feeds the next piece of text; returns the events it completed, in order. */
  push(text: string): { event: string; data: string }[] {
    this.buffer += text;
    const done: { event: string; data: string }[] = [];
    for (;;) {
      const match = /\r\n|\r|\n/.exec(this.buffer);
      // A lone CR at the end may be the first half of CR LF: wait for the next piece.
      if (!match || (match[0] === '\r' && match.index === this.buffer.length - 1)) break;
      const line = this.buffer.slice(0, match.index);
      this.buffer = this.buffer.slice(match.index + match[0].length);
      if (line === '') {
        if (this.data.length > 0) done.push({ event: this.event || 'message', data: this.data.join('\n') });
        this.data = [];
        this.event = '';
        continue;
      }
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'data') this.data.push(value);
      else if (field === 'event') this.event = value;
    }
    return done;
  }
}

/** The chat stream's events in a piece of text; anything that is not one of them is skipped. */
export class ChatStreamReader {
  private readonly parser = new SseParser();

  push(text: string): TStreamEvent[] {
    return this.parser.push(text).flatMap(({ data }) => {
      try {
        const parsed = ZStreamEvent.safeParse(JSON.parse(data));
        return parsed.success ? [parsed.data] : [];
      } catch {
        return [];
      }
    });
  }
}
