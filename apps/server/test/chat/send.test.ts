import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_MESSAGE_MAX_LENGTH, ChatMessage, ZChatMessageList, ZChatSessionList } from '@benji/shared';
import { loginUser, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { uploadsClient } from '../uploads/upload-requests';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST chat/', () => {
  it('opens a session with the first message and stores it with the reply', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const first = await chat.ask('  Hello  ');
    expect(first.user_message).toMatchObject({ sender: 'user', content: 'Hello', session: first.session.session_id });
    expect(first.ai_message).toMatchObject({ sender: 'bot', session: first.session.session_id });
    expect(first.ai_message.content).toContain('Hi Ana!');
    expect(first.ai_message.id).toBeGreaterThan(first.user_message.id);
    expect(first.session.session_id).toMatch(/^[0-9a-f-]{36}$/);

    const second = await chat.ask('What can you do?', first.session.session_id);
    expect(second.session.session_id).toBe(first.session.session_id);
    expect(Date.parse(second.session.updated_at)).toBeGreaterThanOrEqual(Date.parse(first.session.updated_at));

    const history = ZChatMessageList.parse((await chat.history(first.session.session_id)).json());
    expect(history.map((message) => [message.sender, message.id])).toEqual([
      ['user', first.user_message.id],
      ['bot', first.ai_message.id],
      ['user', second.user_message.id],
      ['bot', second.ai_message.id],
    ]);
    expect(history[3]).toEqual(second.ai_message);
  });

  it("answers from the user's own claim details", async () => {
    const user = await registerUser(t.app);
    await uploadsClient(t.app, user.access).save({ add_claim_number: 'CLM-7781', adjuster_name: 'Priya Shah' });
    const reply = await chatClient(t.app, user.access).ask('Write a status check-in letter');
    expect(reply.ai_message.content).toContain('Subject: Status Update Request - Claim CLM-7781');
    expect(reply.ai_message.content).toContain('Dear Priya Shah,');
  });

  it('refuses blank, missing, mistyped and over-long content, storing nothing', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const cases: [object, Record<string, string[]>][] = [
      [{ content: '   ' }, { content: ['This field may not be blank.'] }],
      [{}, { content: ['This field is required.'] }],
      [{ content: 42 }, { content: ['Not a valid string.'] }],
      [{ content: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, { content: [ChatMessage.contentTooLong(CHAT_MESSAGE_MAX_LENGTH)] }],
    ];
    for (const [payload, errors] of cases) {
      const response = await chat.send(payload);
      expect(response.statusCode, JSON.stringify(payload).slice(0, 40)).toBe(400);
      expect(response.json()).toEqual(errors);
    }
    expect((await chat.ask('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).user_message.content).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(ZChatSessionList.parse((await chat.sessions()).json())).toHaveLength(1);
  });

  it("answers 404 for an unknown session or another user's, and touches neither", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const ownerChat = chatClient(t.app, owner.access);
    const session = (await ownerChat.ask('Hello')).session.session_id;
    for (const sessionId of [session, randomUUID(), 'not-a-session']) {
      const sent = await chatClient(t.app, other.access).send({ content: 'Hi', session_id: sessionId });
      expect(sent.statusCode).toBe(404);
      expect(sent.json()).toEqual({
        detail: ChatMessage.sessionNotFound,
        message: ChatMessage.sessionNotFound,
        code: 'chat.sessionNotFound',
      });
      expect((await chatClient(t.app, other.access).history(sessionId)).statusCode).toBe(404);
    }
    expect((await ownerChat.history(session)).json()).toHaveLength(2);
    expect((await chatClient(t.app, other.access).sessions()).json()).toEqual([]);
  });
});

describe('GET chat/?session_id=', () => {
  it('needs a session id', async () => {
    const user = await registerUser(t.app);
    const response = await t.app.inject({ method: 'GET', url: '/api/chat/', headers: { authorization: `Bearer ${user.access}` } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ session_id: ['This field is required.'] });
  });
});

describe('chat sessions at sign-in', () => {
  it('come with login, most recently updated first, with their ids in the same order', async () => {
    const user = await registerUser(t.app);
    expect(user.chat_sessions).toEqual([]);
    const chat = chatClient(t.app, user.access);
    const older = await chat.ask('Hello');
    const newer = await chat.ask('Hello again');
    const touched = await chat.ask('And once more', older.session.session_id);
    const credentials = await loginUser(t.app, user.email, user.password);
    expect(credentials.chat_sessions).toEqual([touched.session, newer.session]);
    expect(credentials.session_ids).toEqual([older.session.session_id, newer.session.session_id]);
    expect((await chat.sessions()).json()).toMatchObject(credentials.chat_sessions);
  });
});
