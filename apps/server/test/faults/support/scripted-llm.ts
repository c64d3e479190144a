import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** What the model does with the next request. */
export type Turn =
  | { kind: 'reply'; content: string }
  /** Holds the answer until `release()`; `arrived` tells the test the request is in flight. */
  | { kind: 'hold'; content: string }
  /** Accepts the request and never answers. */
  | { kind: 'hang' }
  /** A 200 whose body is not a chat completion at all. */
  | { kind: 'garbage'; body: string; contentType: string };

export interface ScriptedLlm {
  /** Base URL for LLM_BASE_URL, ending in /v1. */
  url: string;
  script(...turns: Turn[]): void;
  /** Forgets the turns not played yet. */
  reset(): void;
  /** Resolves when a held request has arrived. */
  arrived: Promise<void>;
  release(): void;
  requests: number;
  close(): Promise<void>;
}

const completion = (content: string) =>
  JSON.stringify({
    id: 'chatcmpl-scripted',
    object: 'chat.completion',
    created: 1_767_225_600,
    model: 'scripted',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
  });

/** A local OpenAI-compatible chat-completions server that plays the turns it is given, in order. */
export async function startScriptedLlm(): Promise<ScriptedLlm> {
  const turns: Turn[] = [];
  const open = new Set<ServerResponse>();
  let signalArrived = () => undefined as void;
  let release = () => undefined as void;
  const held = () => new Promise<void>((resolve) => (release = resolve));
  const llm: ScriptedLlm = {
    url: '',
    script: (...next) => void turns.push(...next),
    reset: () => void turns.splice(0),
    arrived: Promise.resolve(),
    release: () => release(),
    requests: 0,
    close: () => {
      for (const response of open) response.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  const rearm = () => {
    llm.arrived = new Promise<void>((resolve) => (signalArrived = resolve));
  };
  rearm();
  // The handler's promise is kept by the void: a Node server ignores what its callback returns.
  const server = createServer((request, response) => void answer(request, response));
  async function answer(request: IncomingMessage, response: ServerResponse): Promise<void> {
    for await (const _ of request) void _;
    llm.requests += 1;
    open.add(response);
    response.on('close', () => open.delete(response));
    const turn = turns.shift() ?? { kind: 'reply', content: 'Scripted reply.' };
    if (turn.kind === 'hang') return;
    if (turn.kind === 'garbage') {
      response.writeHead(200, { 'content-type': turn.contentType }).end(turn.body);
      return;
    }
    if (turn.kind === 'hold') {
      const gate = held();
      signalArrived();
      await gate;
      rearm();
    }
    response.writeHead(200, { 'content-type': 'application/json' }).end(completion(turn.content));
  }
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  llm.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
  return llm;
}
