import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatClient, streamEvents } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST chat/stream/ (offline engine)', () => {
  it('streams the reply word by word, then the stored exchange, in an existing session too', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const session = (await chat.ask('Hello')).session.session_id;
    const response = await chat.stream({ content: 'What can you do?', session_id: session });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache, no-transform');
    // The security headers of every other response travel with the stream too.
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    const events = streamEvents(response.body);
    expect(events[0]).toEqual({ type: 'start', session_id: session, is_new_session: false });
    const deltas = events.filter((event) => event.type === 'delta');
    expect(deltas.length).toBeGreaterThan(20);
    const done = events.at(-1);
    if (done?.type !== 'done') throw new Error('no done event');
    expect(deltas.map((event) => event.text).join('')).toBe(done.ai_message.content);
    expect(done.ai_message.content).toContain('LLM_BASE_URL');
    expect(done.session.session_id).toBe(session);
    expect((await chat.history(session)).json()).toHaveLength(4);
  });

  it('answers a refused message with JSON, as POST chat/ does', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const blank = await chat.stream({ content: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ content: ['This field may not be blank.'] });
    const unknown = await chat.stream({ content: 'Hi', session_id: randomUUID() });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ message: ChatMessage.sessionNotFound });
    expect((await chat.sessions()).json()).toEqual([]);
  });
});
