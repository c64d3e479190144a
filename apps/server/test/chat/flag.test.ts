import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, ZFlagResponse, ZFlaggedMessageList } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST chat/flag/ and GET chat/flagged/', () => {
  it('saves a reply once, and lists saved messages most recently saved first', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const first = await chat.ask('What can you do?');
    const second = await chat.ask('Write an appeal letter');
    const saved = await chat.flag({ message_id: first.ai_message.id, session_id: first.session.session_id });
    expect(saved.statusCode).toBe(201);
    const body = ZFlagResponse.parse(saved.json());
    expect(body.message).toBe('Message saved successfully!');
    expect(body.flagged_message.message).toEqual(first.ai_message);

    const again = await chat.flag({ message_id: first.ai_message.id, session_id: first.session.session_id });
    expect(again.statusCode).toBe(200);
    expect(ZFlagResponse.parse(again.json())).toEqual({ message: ChatMessage.alreadySaved, flagged_message: body.flagged_message });

    await chat.flag({ message_id: second.ai_message.id, session_id: second.session.session_id });
    const list = ZFlaggedMessageList.parse((await chat.flagged()).json());
    expect(list.map((flagged) => flagged.message.id)).toEqual([second.ai_message.id, first.ai_message.id]);
    expect(list[1]).toEqual(body.flagged_message);
  });

  it("answers 404 for a message of another session or another user's message", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = await chatClient(t.app, owner.access).ask('Hello');
    const elsewhere = await chatClient(t.app, owner.access).ask('Hello again');
    const chat = chatClient(t.app, owner.access);
    const wrongSession = await chat.flag({ message_id: mine.ai_message.id, session_id: elsewhere.session.session_id });
    expect(wrongSession.statusCode).toBe(404);
    expect(wrongSession.json()).toEqual({
      detail: ChatMessage.messageNotFound,
      message: ChatMessage.messageNotFound,
      code: 'chat.messageNotFound',
    });
    const theirs = await chatClient(t.app, other.access).flag({ message_id: mine.ai_message.id, session_id: mine.session.session_id });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ message: ChatMessage.sessionNotFound });
    expect((await chatClient(t.app, other.access).flagged()).json()).toEqual([]);
    expect((await chat.flagged()).json()).toEqual([]);
  });

  it('refuses a request without a message id or a session id', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const missing = await chat.flag({});
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json()).sort()).toEqual(['message_id', 'session_id']);
    expect((await chat.flag({ message_id: 'abc', session_id: 'x' })).statusCode).toBe(400);
  });
});
