import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ZFlagResponse, ZFlaggedMessageList } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('saved messages carry their session’s title', () => {
  it('names each session by its first question, cut to 60 characters, on saving and in the list', async () => {
    const user = await registerUser(t.app);
    const chat = chatClient(t.app, user.access);
    const long = 'My adjuster offered $14,600 for the kitchen but my contractor quoted $22,300, what do I do now?';
    const first = await chat.ask(long);
    const later = await chat.ask('And what about the **deductible**?', first.session.session_id);
    const other = await chat.ask('How do I check my claim status?');

    const saved = ZFlagResponse.parse((await chat.flag({ message_id: later.ai_message.id, session_id: later.session.session_id })).json());
    expect(saved.flagged_message.session_title).toBe('My adjuster offered $14,600 for the kitchen but my…');
    await chat.flag({ message_id: other.ai_message.id, session_id: other.session.session_id });
    await chat.flag({ message_id: first.user_message.id, session_id: first.session.session_id });

    const list = ZFlaggedMessageList.parse((await chat.flagged()).json());
    expect(list.map((item) => [item.message.id, item.session_title])).toEqual([
      [first.user_message.id, 'My adjuster offered $14,600 for the kitchen but my…'],
      [other.ai_message.id, 'How do I check my claim status?'],
      [later.ai_message.id, 'My adjuster offered $14,600 for the kitchen but my…'],
    ]);
  });

  it("never names a session by another user's question", async () => {
    const owner = await registerUser(t.app);
    const stranger = await registerUser(t.app);
    await chatClient(t.app, stranger.access).ask('A question only the stranger asked');
    const mine = await chatClient(t.app, owner.access).ask('Where is my cheque?');
    await chatClient(t.app, owner.access).flag({ message_id: mine.ai_message.id, session_id: mine.session.session_id });
    const list = ZFlaggedMessageList.parse((await chatClient(t.app, owner.access).flagged()).json());
    expect(list.map((item) => item.session_title)).toEqual(['Where is my cheque?']);
  });
});
