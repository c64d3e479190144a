import type { AddressInfo } from 'node:net';
import { ChatStreamReader, chatPaths } from '@benji/shared';
import { startFakeLlm } from '../../apps/server/test/assistant/fixtures/fake-llm';
import { registerUser } from '../../apps/server/test/support/accounts';
import { createTestApp } from '../../apps/server/test/support/test-app';
import { uploadsClient } from '../../apps/server/test/uploads/upload-requests';
import { buildPolicyPdf } from '../../apps/server/test/assistant/fixtures/policy';
import { ms, percentile, report } from './stats';

const ROUNDS = 40;
/** The fake model "thinks" this long before its first token, like a real one. */
const THINKING_MS = 50;

/** Milliseconds from sending `init` to `url` until `isFirst` accepts a piece of the streamed body. */
async function timeToFirst(url: string, init: RequestInit, isFirst: (text: string) => boolean): Promise<number> {
  const start = performance.now();
  const response = await fetch(url, init);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let elapsed = Number.NaN;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    if (Number.isNaN(elapsed) && isFirst(decoder.decode(value, { stream: true }))) elapsed = performance.now() - start;
  }
  return elapsed;
}

/**
 * What our server adds to the first words: the model's own time to first token (asked directly),
 * against the time to the first delta event through POST /api/chat/stream/ (auth, context with
 * policy retrieval, history), both against the same local fake model.
 */
export async function streamOverhead(): Promise<void> {
  const llm = await startFakeLlm();
  const t = await createTestApp({ LLM_BASE_URL: llm.url, LLM_MODEL: 'fake-model' });
  try {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    const user = await registerUser(t.app);
    await uploadsClient(t.app, user.access).save({}, { data: await buildPolicyPdf(), filename: 'policy.pdf' });
    const reply = { kind: 'reply' as const, content: '', pieces: ['First ', 'words ', 'then more.'], delayMs: THINKING_MS };

    const direct: number[] = [];
    const viaServer: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      llm.queue(reply);
      direct.push(
        await timeToFirst(
          `${llm.url}/chat/completions`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ model: 'fake-model', stream: true, messages: [{ role: 'user', content: 'Hi' }] }),
          },
          (text) => text.includes('First'),
        ),
      );
      llm.queue(reply);
      const events = new ChatStreamReader();
      viaServer.push(
        await timeToFirst(
          `${base}${chatPaths.stream}`,
          {
            method: 'POST',
            headers: { 'content-type': 'application/json', authorization: `Bearer ${user.access}` },
            body: JSON.stringify({ content: 'Is mold covered?' }),
          },
          (text) => events.push(text).some((event) => event.type === 'delta'),
        ),
      );
    }
    const overhead = percentile(viaServer, 0.5) - percentile(direct, 0.5);
    report(
      `Streaming time to first words (${ROUNDS} rounds, fake model thinking ${THINKING_MS} ms)`,
      [
        ['model directly: median', ms(percentile(direct, 0.5))],
        ['through POST /api/chat/stream/: median', ms(percentile(viaServer, 0.5))],
        ['through POST /api/chat/stream/: p95', ms(percentile(viaServer, 0.95))],
        ['added by our server (median difference)', ms(overhead)],
      ],
      { ok: overhead < 20, target: 'under 20 ms added' },
    );
  } finally {
    await t.close();
    await llm.close();
  }
}
