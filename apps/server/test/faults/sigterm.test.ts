import { afterAll, beforeAll, expect, it } from 'vitest';
import { ZSendMessageResponse } from '@benji/shared';
import { apiClient } from './support/api-client';
import { startScriptedLlm, type ScriptedLlm } from './support/scripted-llm';
import { startServer, type ServerProcess } from './support/server-process';
import { startTempPostgres, type TempPostgres } from './support/temp-postgres';

let llm: ScriptedLlm;
let postgres: TempPostgres;
let server: ServerProcess | undefined;
beforeAll(async () => {
  llm = await startScriptedLlm();
  postgres = await startTempPostgres();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await llm.close();
  postgres?.destroy();
});

const env = () => ({ DATABASE_URL: postgres.url, LLM_BASE_URL: llm.url, LLM_MODEL: 'scripted', LLM_TIMEOUT_MS: '30000' });

/** Resolves once a new connection to the server is refused. */
async function refusesNewConnections(url: string): Promise<void> {
  for (;;) {
    try {
      await fetch(`${url}/api/health/`, { headers: { connection: 'close' } });
    } catch {
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

it('on SIGTERM stops taking connections, finishes the request in flight, stores it, and exits 0', { timeout: 150_000 }, async () => {
  server = await startServer(env());
  const api = apiClient(server.url);
  const user = await api.register();
  llm.script({ kind: 'hold', content: 'Answered after the signal.' });
  const inFlight = api.as(user.access).chat('Asked before the signal');
  await llm.arrived;

  server.kill('SIGTERM');
  await refusesNewConnections(server.url);
  // Only now, with the server closed to newcomers, does the model answer the request it holds.
  llm.release();

  const answer = await inFlight;
  expect(answer.status).toBe(201);
  const exchange = ZSendMessageResponse.parse(answer.body);
  expect(exchange.ai_message.content).toBe('Answered after the signal.');
  expect(await server.exited).toBe(0);

  // Started again on the same database: the exchange the client was told about is there, whole.
  server = await startServer(env());
  const history = await apiClient(server.url).as(user.access).history(exchange.session.session_id);
  expect(history.status).toBe(200);
  expect((history.body as { content: string }[]).map((message) => message.content)).toEqual([
    'Asked before the signal',
    'Answered after the signal.',
  ]);
  server.kill('SIGTERM');
  expect(await server.exited).toBe(0);
  server = undefined;
});
