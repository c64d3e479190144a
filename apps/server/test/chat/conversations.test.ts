import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatMessage, FieldMessage, ZChatSessionList, ZConversationWithMessage, ZCredentials, chatPaths } from '@benji/shared';
import { ageAccount, loginUser, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function signedIn() {
  const user = await registerUser(t.app);
  return { user, chat: chatClient(t.app, user.access) };
}

const conversations = async (chat: ReturnType<typeof chatClient>) => ZChatSessionList.parse((await chat.sessions()).json());

describe('the conversation history', () => {
  it('lists every conversation, newest first, named by its first question, with when it began', async () => {
    const { chat } = await signedIn();
    const first = await chat.ask('How long does my insurer have to acknowledge my claim in Texas?');
    await chat.ask('And what if they miss it?', first.session.session_id);
    const second = await chat.ask('Draft an email asking for the adjuster’s estimate');
    const list = await conversations(chat);
    expect(list.map((conversation) => conversation.session_id)).toEqual([second.session.session_id, first.session.session_id]);
    // Cut at a word, as Saved Messages names them.
    expect(list[1]).toMatchObject({ title: 'How long does my insurer have to acknowledge my claim in…', renamed: false });
    expect(Date.parse(list[1]!.created_at)).toBeLessThanOrEqual(Date.parse(list[1]!.updated_at));
  });

  it('login keeps the spec’s chat_sessions shape', async () => {
    const { user, chat } = await signedIn();
    await chat.ask('Hello');
    const credentials = ZCredentials.parse(await loginUser(t.app, user.email, user.password));
    expect(Object.keys(credentials.chat_sessions[0]!).sort()).toEqual(['session_id', 'updated_at']);
  });
});

describe('PATCH /api/chat/sessions/{id}/ (rename)', () => {
  it('names the conversation; the name is trimmed and replaces the first question in the list', async () => {
    const { chat } = await signedIn();
    const { session } = await chat.ask('What is ACV?');
    const response = await chat.rename(session.session_id, { title: '  Roof claim: depreciation  ' });
    expect(response.statusCode).toBe(200);
    expect(ZConversationWithMessage.parse(response.json())).toMatchObject({
      message: ChatMessage.renamed,
      conversation: { session_id: session.session_id, title: 'Roof claim: depreciation', renamed: true },
    });
    expect((await conversations(chat))[0]).toMatchObject({ title: 'Roof claim: depreciation', renamed: true });
  });

  it.each([
    ['empty', { title: '   ' }, ChatMessage.titleRequired],
    ['missing', {}, ChatMessage.titleRequired],
    ['too long', { title: 'x'.repeat(101) }, ChatMessage.titleTooLong(100)],
    ['a control character', { title: 'Roof\u0007claim' }, FieldMessage.controlCharacters],
  ])('refuses a name that is %s, on the field, and keeps the old one', async (_label, payload, message) => {
    const { chat } = await signedIn();
    const { session } = await chat.ask('What is ACV?');
    const response = await chat.rename(session.session_id, payload);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ title: [message] });
    expect((await conversations(chat))[0]).toMatchObject({ title: 'What is ACV?', renamed: false });
  });

  it("cannot rename another user's conversation, or one that does not exist (404)", async () => {
    const owner = await signedIn();
    const { session } = await owner.chat.ask('What is ACV?');
    const intruder = await signedIn();
    for (const id of [session.session_id, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const response = await intruder.chat.rename(id, { title: 'Mine now' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ detail: ChatMessage.sessionNotFound });
    }
    expect((await conversations(owner.chat))[0]).toMatchObject({ title: 'What is ACV?' });
  });
});

describe('DELETE /api/chat/sessions/{id}/', () => {
  it('deletes the conversation with its messages and their saved copies; the others stay', async () => {
    const { chat } = await signedIn();
    const kept = await chat.ask('Keep this one');
    const doomed = await chat.ask('Delete this one');
    expect((await chat.flag({ message_id: doomed.ai_message.id, session_id: doomed.session.session_id })).statusCode).toBe(201);
    const response = await chat.remove(doomed.session.session_id);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: ChatMessage.deleted });
    expect((await conversations(chat)).map((conversation) => conversation.session_id)).toEqual([kept.session.session_id]);
    expect((await chat.history(doomed.session.session_id)).statusCode).toBe(404);
    expect((await chat.flagged()).json()).toEqual([]);
    expect((await chat.remove(doomed.session.session_id)).statusCode).toBe(404);
  });

  it("cannot delete another user's conversation", async () => {
    const owner = await signedIn();
    const { session } = await owner.chat.ask('Mine');
    const intruder = await signedIn();
    expect((await intruder.chat.remove(session.session_id)).statusCode).toBe(404);
    expect(await conversations(owner.chat)).toHaveLength(1);
  });

  it('needs a token, and a running trial or a plan', async () => {
    const { user, chat } = await signedIn();
    const { session } = await chat.ask('Mine');
    for (const method of ['PATCH', 'DELETE'] as const)
      expect((await t.app.inject({ method, url: chatPaths.session(session.session_id), payload: { title: 'x' } })).statusCode).toBe(401);
    await ageAccount(t, user.user.pk, 80);
    expect((await chat.rename(session.session_id, { title: 'x' })).statusCode).toBe(402);
    expect((await chat.remove(session.session_id)).statusCode).toBe(402);
  });
});
