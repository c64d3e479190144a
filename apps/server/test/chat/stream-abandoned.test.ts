import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChatStreamReader, chatPaths } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { startFakeLlm, type FakeLlm } from '../assistant/fixtures/fake-llm';
import { chatClient } from './chat-requests';

let llm: FakeLlm;
let t: TestApp;
let base: string;
beforeAll(async () => {
  llm = await startFakeLlm();
  t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-model', LLM_TIMEOUT_MS: '5000' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  await t.close();
  await llm.close();
});

/** Opens the stream over real HTTP, resolves with the session id at the first piece of the reply, then hangs up. */
function openAndAbandon(access: string, content: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify({ content });
    const request = httpRequest(`${base}${chatPaths.stream}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${access}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    request.on('error', reject);
    request.on('response', (response) => {
      const reader = new ChatStreamReader();
      let sessionId = '';
      response.setEncoding('utf8');
      response.on('data', (text: string) => {
        for (const event of reader.push(text)) {
          if (event.type === 'start') sessionId = event.session_id;
          if (event.type === 'delta') {
            request.destroy();
            resolve(sessionId);
          }
        }
      });
    });
    request.end(body);
  });
}

describe('a streamed reply the client abandons', () => {
  it('is finished and stored whole', async () => {
    const user = await registerUser(t.app);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    llm.queue({ kind: 'gated', first: 'The first words, ', rest: ['then the rest ', 'of the reply.'], gate });

    const sessionId = await openAndAbandon(user.access, 'Tell me everything');
    // The model finishes only once the server has seen the client go.
    await expect.poll(() => new Promise<number>((resolve) => t.app.server.getConnections((_, count) => resolve(count)))).toBe(0);
    release();
    const chat = chatClient(t.app, user.access);
    await expect
      .poll(async () => (await chat.history(sessionId)).json(), { timeout: 10_000 })
      .toMatchObject([
        { sender: 'user', content: 'Tell me everything' },
        { sender: 'bot', content: 'The first words, then the rest of the reply.' },
      ]);
  });
});
