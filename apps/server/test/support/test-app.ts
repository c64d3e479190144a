import { randomBytes } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp, type AppDeps } from '../../src/app';
import { loadConfig, type Config } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { loadAssistant, prepareDatabase } from '../../src/startup';
import { withClient } from './pg-client';

export interface TestAppOptions extends Omit<Partial<AppDeps>, 'config' | 'database' | 'assistant'> {
  /** Runs after the app is built and before `ready()`: the only moment extra routes can be added. */
  beforeReady?: (app: FastifyInstance, database: Database) => void | Promise<void>;
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  /**
   * Runs SQL straight on the database, as psql would, and returns once the app has heard the
   * changes it announced: on PostgreSQL they arrive on another connection, a moment later.
   */
  execute(query: SQL): Promise<void>;
  close(): Promise<void>;
}

/**
 * Builds the real app on a database of its own: PGlite in memory by default, or a fresh
 * schema on the PostgreSQL server when TEST_DATABASE_URL is set (CI runs both).
 */
export async function createTestApp(
  overrides: Partial<Record<keyof Config, string>> = {},
  { beforeReady, ...deps }: TestAppOptions = {},
): Promise<TestApp> {
  const url = process.env.TEST_DATABASE_URL;
  const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;
  if (url && schema) await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const database = url ? await openDatabase({ url, dataDir: 'memory://', schema }) : await openMigratedPglite();
  await prepareDatabase(database);
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...overrides });
  const dropSchema = async () => {
    if (url && schema) await dropTestSchema(url, schema);
  };
  let app: FastifyInstance;
  try {
    // The start-up steps main.ts takes: a model that cannot load fails here, as the start would.
    app = await buildApp({ config, database, assistant: await loadAssistant(config), ...deps });
  } catch (error) {
    // A test that expects the start to fail (a broken model file) must not leave its schema behind.
    await database.close();
    await dropSchema();
    throw error;
  }
  await beforeReady?.(app, database);
  await app.ready();
  return asTestApp(app, database, dropSchema);
}

let migratedPglite: Promise<Blob> | undefined;

/**
 * A PGlite database as prepareDatabase leaves it, copied from one made once per test worker: an
 * empty PGlite costs about 1.5 s of initdb, a copy about 0.4 s, and the suite opens over a hundred.
 */
async function openMigratedPglite(): Promise<Database> {
  migratedPglite ??= (async () => {
    const original = await openDatabase({ dataDir: 'memory://' });
    try {
      await prepareDatabase(original);
      return await original.dumpDataDir!();
    } finally {
      await original.close();
    }
  })();
  return openDatabase({ dataDir: 'memory://', loadDataDir: await migratedPglite });
}

/** The handle a test holds on a built, ready app; `afterClose` runs once app and database are closed. */
function asTestApp(app: FastifyInstance, database: Database, afterClose: () => Promise<void> = async () => undefined): TestApp {
  return {
    app,
    database,
    async execute(query) {
      await database.db.execute(query);
      await app.changes.caughtUp();
    },
    async close() {
      await app.close();
      await database.close();
      await afterClose();
    },
  };
}

/** Drops a test's schema and the job queue's beside it (see reminder-queue.ts). */
async function dropTestSchema(url: string, schema: string): Promise<void> {
  await withClient(url, (client) => client.query(`DROP SCHEMA IF EXISTS ${schema}_jobs CASCADE; DROP SCHEMA ${schema} CASCADE`));
}

/** The machine's PostgreSQL server: TEST_DATABASE_URL when set, else the local one CI runs beside. */
export const postgresUrl = () => process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

/**
 * Two instances of the real app on one database, as two servers behind a load balancer would be:
 * always PostgreSQL (PGlite lives inside one process), in a schema of their own.
 */
export async function createTwoInstances(overrides: Partial<Record<keyof Config, string>> = {}): Promise<{
  instances: [TestApp, TestApp];
  close(): Promise<void>;
}> {
  const url = postgresUrl();
  const schema = `test_${randomBytes(6).toString('hex')}`;
  await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', ...overrides });
  const start = async (): Promise<TestApp> => {
    const database = await openDatabase({ url, dataDir: 'memory://', schema });
    await prepareDatabase(database);
    const app = await buildApp({ config, database, assistant: await loadAssistant(config) });
    await app.ready();
    return asTestApp(app, database);
  };
  const instances: [TestApp, TestApp] = [await start(), await start()];
  return {
    instances,
    async close() {
      await Promise.all(instances.map((instance) => instance.close()));
      await dropTestSchema(url, schema);
    },
  };
}
