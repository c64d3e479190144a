// @vitest-environment node
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { encodeStreamEvent, type TSendMessageResponse, type TStreamEvent } from '@benji/shared';
import { createBaseQuery } from '../../../lib/api/base-query';
import type { AppDispatch } from '../../../store/hooks';
import type { RootState } from '../../../store/root-reducer';
import { sendChatStream } from './send-chat-stream';

// A real HTTP server on loopback: the stream needs "Bearer fresh"; what it answers depends on the message.
let server: Server;
let baseUrl: string;
let refreshCalls = 0;
let firstDeltaSeen: () => void = () => undefined;

const stored: TSendMessageResponse = {
  user_message: { id: 1, sender: 'user', content: 'Hi', timestamp: '2026-01-01T00:00:00Z', session: 's-1' },
  ai_message: { id: 2, sender: 'bot', content: 'Hello **world**', timestamp: '2026-01-01T00:00:01Z', session: 's-1' },
  session: { session_id: 's-1', updated_at: '2026-01-01T00:00:01Z' },
};

async function readJson(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

async function answerStream(content: string, response: ServerResponse) {
  const sawDelta = new Promise<void>((resolve) => (firstDeltaSeen = resolve));
  const send = (event: TStreamEvent) => new Promise<void>((resolve) => response.write(encodeStreamEvent(event), () => resolve()));
  response.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8' });
  await send({ type: 'start', session_id: 's-1', is_new_session: true });
  await send({ type: 'delta', text: 'Hello ' });
  // The connection breaks mid-reply, once the client has read what was written.
  if (content === 'drop') return void sawDelta.then(() => response.destroy());
  // The rest is written only once the client has seen the first piece: a client that waited for
  // the whole body would hang here, and the test would time out.
  if (content === 'progressive') await sawDelta;
  // Written back to back without waiting: the socket keeps their order.
  if (content === 'fail') void send({ type: 'error', detail: 'No.', message: 'No.' });
  else void send({ type: 'delta', text: '**world**' });
  if (content === 'empty') void send({ type: 'done', ...stored, ai_message: { ...stored.ai_message, content: ' ' } });
  else if (content !== 'fail' && content !== 'no-done') void send({ type: 'done', ...stored });
  response.end();
}

async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
  {
    const json = (status: number, data: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(data));
    };
    const body = await readJson(request);
    if (request.url === '/api/token/refresh/') {
      refreshCalls += 1;
      return json(200, { access: 'fresh' });
    }
    if (request.headers.authorization !== 'Bearer fresh') return json(401, { detail: 'Given token not valid for any token type' });
    if (body.content === 'trial over') return json(402, { detail: 'Trial over', message: 'Trial over' });
    return answerStream(body.content ?? '', response);
  }
}

beforeAll(async () => {
  server = createServer((request, response) => void route(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  refreshCalls = 0;
});

function send(content: string, access = 'fresh', signal = new AbortController().signal) {
  const session = { access, refresh: 'r-1' };
  const query = createBaseQuery({
    baseUrl,
    refreshPath: '/api/token/refresh/',
    getTokens: () => session,
    onTokens: (_api, tokens) => Object.assign(session, tokens),
    onSessionExpired: () => undefined,
  });
  const events: TStreamEvent[] = [];
  const onEvent = (event: TStreamEvent) => {
    events.push(event);
    if (event.type === 'delta') firstDeltaSeen();
  };
  const thunk = sendChatStream({ content }, onEvent, signal, query);
  const run = thunk((() => undefined) as unknown as AppDispatch, () => ({}) as RootState);
  return { run, events, session };
}

describe('sendChatStream', () => {
  it('hands over each event as it arrives and ends with the stored messages', async () => {
    const { run, events } = send('progressive');
    expect(await run).toEqual({ ok: true, stored });
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'delta', 'done']);
  });

  it('refreshes a stale token once and streams on the retry', async () => {
    const { run, session } = send('hello', 'stale');
    expect(await run).toMatchObject({ ok: true });
    expect(refreshCalls).toBe(1);
    expect(session.access).toBe('fresh');
  });

  it("reports a refused request's status (402: the trial is over)", async () => {
    expect(await send('trial over').run).toEqual({ ok: false, reason: 'refused', status: 402 });
  });

  it('fails on an error event, an empty reply, a stream without done, and a dropped connection', async () => {
    expect(await send('fail').run).toEqual({ ok: false, reason: 'error' });
    expect(await send('empty').run).toEqual({ ok: false, reason: 'empty-reply' });
    expect(await send('no-done').run).toEqual({ ok: false, reason: 'incomplete' });
    const dropped = send('drop');
    expect(await dropped.run).toEqual({ ok: false, reason: 'incomplete' });
    expect(dropped.events.map((event) => event.type)).toEqual(['start', 'delta']);
  });

  it('says so when the page stopped reading', async () => {
    const controller = new AbortController();
    const { run } = send('progressive', 'fresh', controller.signal);
    controller.abort();
    firstDeltaSeen();
    expect(await run).toEqual({ ok: false, reason: 'aborted' });
  });
});
