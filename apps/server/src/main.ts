import { ConfigurationError, configurationWarnings, loadConfig, storedSecretWarning, type Config } from './config';

// Orchestrators (Kubernetes, systemd) send SIGKILL some 30 s after SIGTERM: finish before them.
const SHUTDOWN_GRACE_MS = 25_000;

/** The configuration, or the exit with a message that names the fix (no stack trace to read through). */
function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

const config = configOrExit();
// The app is loaded only once its configuration is known to be good: a refused start answers at
// once, not after the seconds the app's modules (the assistant's among them) take to load.
const [
  { buildApp },
  { openDatabase },
  { loadAssistant, prepareDatabase },
  { warmUpGlossedModel },
  { DEMO_ACCOUNT, seedDemoAccount },
  { addDemoClaim },
  { startReminderQueue },
] = await Promise.all([
  import('./app'),
  import('./db/client'),
  import('./startup'),
  import('./assistant/understanding/saved-models'),
  import('./db/seed'),
  import('./db/demo/demo-claim'),
  import('./modules/reminders/reminder-queue'),
]);
// The start-up steps: the database first (migrations, legal texts), then the assistant's model.
const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
await prepareDatabase(database);
const assistant = await loadAssistant(config);
const demoCreated = config.SEED_DEMO && (await seedDemoAccount(database.db));

const app = await buildApp({ config, database, assistant }).catch(async (error: unknown) => {
  // A wrong SECRETS_KEY and the like: one line that names the fix, as for the environment above.
  if (!(error instanceof ConfigurationError)) throw error;
  console.error(error.message);
  await database.close();
  process.exit(1);
});
// A new demo account gets its sample claim through the API, before anyone can sign in to it.
if (demoCreated)
  await addDemoClaim(app).catch((error: unknown) => app.log.error({ err: error }, 'the demo account was created without its sample claim'));
// Deadline reminders: a start-up step of its own, so that building the app (as the tests do) starts no jobs.
const reminders = await startReminderQueue({ database, deps: app.reminders, log: app.log });

// Finish the requests in flight, then close the database; a second signal forces the exit. The handlers
// are in place before the server listens: a signal sent once it answers must never find Node's default.
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
      .then(() => reminders.stop())
      .then(() => database.close())
      .then(
        () => process.exit(0),
        (error: unknown) => {
          app.log.error({ err: error }, 'shutdown failed');
          process.exit(1);
        },
      );
  });
}

await app.listen({ port: config.PORT, host: config.HOST });
// Loaded once the server answers, so that the first French or Spanish message does not wait for it.
warmUpGlossedModel();
app.log.info({ engine: assistant.engine.name }, 'assistant engine');
app.log.info(
  `Benji is running on http://localhost:${config.PORT} (${database.driver === 'pglite' ? `embedded database in ${config.DATA_DIR}` : 'PostgreSQL'})` +
    // The demo password is in the README, never in the log: logs are shipped and kept.
    (config.SEED_DEMO ? ` — demo account ${DEMO_ACCOUNT.email} (password in the README)` : ''),
);
for (const warning of [...configurationWarnings(config), storedSecretWarning(config)]) if (warning) app.log.warn(warning);
