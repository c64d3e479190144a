import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatMessage } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { startFakeLlm, type FakeLlm } from '../assistant/fixtures/fake-llm';
import { buildPolicyPdf } from '../assistant/fixtures/policy';
import { uploadsClient } from '../uploads/upload-requests';
import { chatClient, streamEvents } from './chat-requests';

let llm: FakeLlm;
let t: TestApp;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-model', LLM_API_KEY: 'sk-local', LLM_TIMEOUT_MS: '400' });
});
afterAll(async () => {
  await t.close();
  await llm.close();
});
beforeEach(() => {
  llm.requests.length = 0;
});

const unavailable = { detail: ChatMessage.assistantUnavailable, message: ChatMessage.assistantUnavailable, code: 'assistant_unavailable' };

describe('chat on an OpenAI-compatible model', () => {
  it('stores the model’s reply, having sent it the claim details and the page-numbered policy passages', async () => {
    const user = await registerUser(t.app);
    await uploadsClient(t.app, user.access).save(
      { add_claim_number: 'CLM-5150' },
      { data: await buildPolicyPdf(), filename: 'policy.pdf' },
    );
    llm.queue({ kind: 'reply', content: 'Mold is excluded unless hidden in the walls (page 4).' });
    const exchange = await chatClient(t.app, user.access).ask('Is mold covered?');
    expect(exchange.ai_message.content).toBe('Mold is excluded unless hidden in the walls (page 4).');
    const context = llm.requests[0]?.body.messages[1]?.content ?? '';
    expect(context).toContain('Claim number: CLM-5150');
    expect(context).toContain('Policy PDF: policy.pdf (6 pages)');
    expect(context).toContain('(page 4) EXCLUSIONS — Mold, fungi or wet rot.');
    expect(llm.requests[0]?.authorization).toBe('Bearer sk-local');
  });

  it('sends the earlier turns of the session', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    llm.queue({ kind: 'reply', content: 'First answer.' }, { kind: 'reply', content: 'Second answer.' });
    const first = await chat.ask('First question');
    await chat.ask('Second question', first.session.session_id);
    expect(llm.requests[1]?.body.messages.slice(3)).toEqual([
      { role: 'user', content: 'First question' },
      { role: 'assistant', content: 'First answer.' },
      { role: 'user', content: 'Second question' },
    ]);
  });

  it('retries once after a 500 and stores the answer', async () => {
    const user = await registerUser(t.app);
    llm.queue({ kind: 'status', status: 500 }, { kind: 'reply', content: 'Recovered.' });
    expect((await chatClient(t.app, user.access).ask('Hi')).ai_message.content).toBe('Recovered.');
    expect(llm.requests).toHaveLength(2);
  });

  it.each([
    [
      'a 500 twice',
      [
        { kind: 'status', status: 500 },
        { kind: 'status', status: 500 },
      ],
    ],
    ['a time-out', [{ kind: 'hang' }]],
    ['empty content', [{ kind: 'reply', content: ' ' }]],
  ] as const)('answers the failure path after %s, storing nothing', async (_, behaviours) => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    llm.queue({ kind: 'reply', content: 'Kept.' });
    const session = (await chat.ask('Before')).session;
    llm.queue(...behaviours);
    const inSession = await chat.send({ content: 'During', session_id: session.session_id });
    expect(inSession.statusCode).toBe(502);
    expect(inSession.json()).toEqual(unavailable);
    llm.queue(...behaviours);
    const fresh = await chat.send({ content: 'New session' });
    expect(fresh.statusCode).toBe(502);
    // Neither the message nor a new session was kept, and the session was not touched.
    expect((await chat.history(session.session_id)).json().map((message: { content: string }) => message.content)).toEqual([
      'Before',
      'Kept.',
    ]);
    expect((await chat.sessions()).json()).toMatchObject([session]);
  });
});

describe('streaming on an OpenAI-compatible model', () => {
  it('passes the pieces through as they come, then the stored messages', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    llm.queue({ kind: 'reply', content: '', pieces: ['Your ', '**deductible** ', 'is $1,000.'] });
    const response = await chat.stream({ content: 'What is my deductible?' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/event-stream; charset=utf-8');
    const events = streamEvents(response.body);
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'delta', 'delta', 'done']);
    expect(events.filter((event) => event.type === 'delta').map((event) => event.text)).toEqual(['Your ', '**deductible** ', 'is $1,000.']);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(done.ai_message.content).toBe('Your **deductible** is $1,000.');
    expect(events[0]).toEqual({ type: 'start', session_id: done.session.session_id, is_new_session: true });
    expect((await chat.history(done.session.session_id)).json()).toEqual([done.user_message, done.ai_message]);
  });

  it('ends with an error event, and stores nothing, when the model fails half-way', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    llm.queue({ kind: 'cut', first: 'Half a' });
    const events = streamEvents((await chat.stream({ content: 'Hi' })).body);
    expect(events.map((event) => event.type)).toEqual(['start', 'delta', 'error']);
    expect(events.at(-1)).toEqual({ type: 'error', detail: ChatMessage.assistantUnavailable, message: ChatMessage.assistantUnavailable });
    expect((await chat.sessions()).json()).toEqual([]);
  });
});
