import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { AuthMessage, chatPaths } from '@benji/shared';
import { ageAccount, bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { uploadForm, uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { chatClient } from './chat-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Every chat and claim-details endpoint, each with a request it would accept from a caller with access. */
const endpoints = (sessionId: string, messageId: number, uploadId: string) =>
  [
    { method: 'POST', url: chatPaths.messages, payload: { content: 'Hello', session_id: sessionId } },
    { method: 'POST', url: chatPaths.stream, payload: { content: 'Hello', session_id: sessionId } },
    { method: 'GET', url: chatPaths.history(sessionId) },
    { method: 'GET', url: chatPaths.sessions },
    { method: 'POST', url: chatPaths.flag, payload: { message_id: messageId, session_id: sessionId } },
    { method: 'GET', url: chatPaths.flagged },
    { method: 'GET', url: chatPaths.downloadPdf(sessionId) },
    { method: 'POST', url: chatPaths.upload, payload: uploadForm(validUploadFields()) },
    { method: 'GET', url: chatPaths.uploads },
    { method: 'PATCH', url: chatPaths.uploadItem(uploadId), payload: uploadForm(validUploadFields()) },
  ] as const;

async function userWithData() {
  const user = await registerUser(t.app);
  const exchange = await chatClient(t.app, user.access).ask('Hello');
  const upload = await uploadsClient(t.app, user.access).save();
  return { user, list: () => endpoints(exchange.session.session_id, exchange.ai_message.id, upload.upload_id) };
}

describe('access to the chat and claim details', () => {
  it('answers 401 without a token or with a bad one, before reading any body', async () => {
    const { list } = await userWithData();
    for (const endpoint of list()) {
      const response = await t.app.inject(endpoint);
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(401);
      expect(response.json()).toMatchObject({ detail: AuthMessage.notAuthenticated });
      expect((await t.app.inject({ ...endpoint, headers: bearer('not.a.token') })).statusCode).toBe(401);
    }
    const invalid = await t.app.inject({ method: 'POST', url: chatPaths.messages, payload: { content: '' } });
    expect(invalid.statusCode).toBe(401);
  });

  it('answers 402 once the trial is over, and keeps everything for when the user subscribes', async () => {
    const { user, list } = await userWithData();
    await ageAccount(t, user.user.pk, 73);
    for (const endpoint of list()) {
      const response = await t.app.inject({ ...endpoint, headers: bearer(user.access) });
      expect(response.statusCode, `${endpoint.method} ${endpoint.url}`).toBe(402);
      expect(response.json()).toMatchObject({ detail: AuthMessage.trialOver, code: 'trial_expired' });
    }
    await t.execute(sql`update users set is_subscription = true where id = ${user.user.pk}`);
    expect((await chatClient(t.app, user.access).sessions()).json()).toHaveLength(1);
    expect((await uploadsClient(t.app, user.access).list()).json()).toHaveLength(1);
  });
});
