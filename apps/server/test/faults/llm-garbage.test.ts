import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ChatMessage } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatClient, streamEvents } from '../chat/chat-requests';
import { startScriptedLlm, type ScriptedLlm, type Turn } from './support/scripted-llm';

// test/chat/llm.test.ts covers a model that errors, times out or answers empty; this covers one
// that answers 200 with something that is not a chat completion, and the chat afterwards.
let llm: ScriptedLlm;
let t: TestApp;
beforeAll(async () => {
  llm = await startScriptedLlm();
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'scripted', LLM_TIMEOUT_MS: '500' });
});
beforeEach(() => llm.reset());
afterAll(async () => {
  await t.close();
  await llm.close();
});

const garbage: Array<[string, Turn]> = [
  ['an HTML error page', { kind: 'garbage', contentType: 'text/html', body: '<html><body>502 Bad Gateway</body></html>' }],
  [
    'truncated JSON',
    { kind: 'garbage', contentType: 'application/json', body: '{"id":"chatcmpl-1","choices":[{"message":{"content":"Half' },
  ],
  ['JSON without choices', { kind: 'garbage', contentType: 'application/json', body: '{"object":"chat.completion","choices":[]}' }],
  ['binary noise', { kind: 'garbage', contentType: 'application/octet-stream', body: '\u0000\u0001\u0002\uFFFD' }],
];

describe('a model that answers garbage', () => {
  it.each(garbage)('(%s) gets the unavailable answer, stores nothing, and the next message in the session works', async (_, turn) => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    llm.script({ kind: 'reply', content: 'First answer.' });
    const session = (await chat.ask('First question')).session;

    llm.script(turn);
    const failed = await chat.send({ content: 'Garbage question', session_id: session.session_id });
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toMatchObject({ detail: ChatMessage.assistantUnavailable });

    llm.script({ kind: 'reply', content: 'Back to normal.' });
    const next = await chat.ask('Next question', session.session_id);
    expect(next.ai_message.content).toBe('Back to normal.');
    const history = (await chat.history(session.session_id)).json() as { content: string }[];
    expect(history.map((message) => message.content)).toEqual(['First question', 'First answer.', 'Next question', 'Back to normal.']);
  });

  it('streamed, ends with an error event and stores nothing; the chat then streams normally', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const noise: Turn = { kind: 'garbage', contentType: 'text/event-stream', body: 'data: {not json}\n\ndata: ]]]\n\n' };
    llm.script(noise);
    const events = streamEvents((await chat.stream({ content: 'Hi' })).body);
    expect(events.at(-1)?.type).toBe('error');
    expect((await chat.sessions()).json()).toEqual([]);

    llm.script({ kind: 'reply', content: 'Fine now.' });
    const after = await chat.ask('Hi again');
    expect(after.ai_message.content).toBe('Fine now.');
  });
});
