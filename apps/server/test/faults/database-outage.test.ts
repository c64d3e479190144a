import { afterAll, beforeAll, expect, it } from 'vitest';
import { ServiceMessage } from '@benji/shared';
import { apiClient } from './support/api-client';
import { findHalfWritten } from './support/integrity';
import { startServer, type ServerProcess } from './support/server-process';
import { startTempPostgres, type TempPostgres } from './support/temp-postgres';
import { runLoad } from './support/write-load';

let postgres: TempPostgres;
let server: ServerProcess | undefined;
beforeAll(async () => {
  postgres = await startTempPostgres();
});
afterAll(() => {
  // A server that died during the outage is the finding: show why.
  if (server && server.child.exitCode !== null) process.stderr.write(`server output:\n${server.output().slice(-3000)}\n`);
  server?.kill('SIGKILL');
  postgres?.destroy();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const unavailable = {
  detail: ServiceMessage.brieflyUnavailable,
  message: ServiceMessage.brieflyUnavailable,
  error: ServiceMessage.brieflyUnavailable,
  code: 'service.brieflyUnavailable',
};

it(
  'with the database stopped for 10 s under load, answers 503 with a clear message, then recovers without a restart',
  { timeout: 150_000 },
  async () => {
    server = await startServer({ DATABASE_URL: postgres.url });
    const api = apiClient(server.url);
    const user = await api.register();
    const as = api.as(user.access);
    expect((await as.submitClaim('Before the outage')).status).toBe(201);

    // Four readers and four writers, all the while.
    const load = runLoad(8, (worker, round) =>
      worker < 4
        ? { kind: 'list', marker: `${worker}-${round}`, send: () => as.listClaims() }
        : { kind: 'chat', marker: `${worker}-${round}`, send: () => as.chat(`Outage test ${worker}-${round}`) },
    );
    await sleep(1000);
    const beforeStop = load.outcomes.length;
    postgres.stop();
    const stoppedAt = load.outcomes.length;
    await sleep(10_000);
    const duringOutage = load.outcomes.slice(stoppedAt);
    postgres.start();

    // Recovery: the same process answers again once the database is back.
    let recovered = false;
    for (let tries = 0; tries < 100 && !recovered; tries += 1) {
      recovered = (await as.listClaims()).status === 200;
      if (!recovered) await sleep(200);
    }
    load.stop();
    const outcomes = await load.done();
    expect(recovered).toBe(true);
    expect(beforeStop).toBeGreaterThan(0);

    // During the outage every failure was a 503 with the message, never a 500 or a dropped connection.
    expect(outcomes.filter((outcome) => outcome.cut)).toEqual([]);
    const failures = duringOutage.filter((outcome) => outcome.answer!.status >= 300);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) {
      expect(failure.answer!.status).toBe(503);
      expect(failure.answer!.body).toEqual(unavailable);
    }
    expect(
      outcomes.filter((outcome) => outcome.answer!.status !== 201 && outcome.answer!.status !== 200 && outcome.answer!.status !== 503),
    ).toEqual([]);

    expect(server.child.exitCode).toBeNull();
    expect((await as.chat('After the outage')).status).toBe(201);
    const claims = await as.listClaims();
    expect((claims.body as { description: string }[]).map((claim) => claim.description)).toEqual(['Before the outage']);
    const halfWritten = await findHalfWritten(postgres.url);
    expect(halfWritten.messagesOutOfPair).toEqual([]);
    expect(halfWritten.sessionsWithoutMessages).toEqual([]);
  },
);
