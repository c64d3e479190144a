import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { DEMO_ACCOUNT, seedDemoAccount } from './db/seed';

// Orchestrators (Kubernetes, systemd) send SIGKILL some 30 s after SIGTERM: finish before them.
const SHUTDOWN_GRACE_MS = 25_000;

const config = loadConfig();
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await migrate(database);
if (config.SEED_DEMO) await seedDemoAccount(database.db);

const app = await buildApp({ config, database });
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(
  `Benji is running on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})` +
    (config.SEED_DEMO ? ` — demo sign-in: ${DEMO_ACCOUNT.email} / ${DEMO_ACCOUNT.password}` : ''),
);

// Finish the requests in flight, then close the database; a second signal forces the exit.
let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) process.exit(1);
    stopping = true;
    app.log.info(`${signal} received, shutting down`);
    // close() drops the connections idle at that moment only; a keep-alive connection whose request
    // finishes later would hold the exit for the whole keep-alive timeout, so keep dropping them.
    setInterval(() => app.server.closeIdleConnections(), 100).unref();
    setTimeout(() => {
      app.log.error(`requests still open ${SHUTDOWN_GRACE_MS} ms after ${signal}; exiting`);
      process.exit(1);
    }, SHUTDOWN_GRACE_MS).unref();
    void app
      .close()
      .then(() => database.close())
      .then(() => process.exit(0), (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      });
  });
}
