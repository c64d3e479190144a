import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { pgliteNotificationLink, postgresNotificationLink, type NotificationHandlers, type NotificationLink } from './notification-link';
import * as schema from './schema';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Runs a script of several statements; used by migrations only. */
  execScript(sql: string): Promise<void>;
  /**
   * Raw SQL for the job queue (pg-boss), which writes its own: one statement with parameters, or a
   * script without. Nothing else in the app uses it.
   */
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /** The schema the app's tables are in on a PostgreSQL server, when not the default one. */
  schema?: string;
  /** Hears NOTIFY on `channel` (and sends on it) until closed or down; rejects when it cannot connect. */
  listen(channel: string, handlers: NotificationHandlers): Promise<NotificationLink>;
  /** PGlite only: the whole data folder as a tarball, which `loadDataDir` opens again (tests copy a migrated database this way). */
  dumpDataDir?(): Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent the embedded PGlite database is used. */
  url?: string;
  /** PGlite data folder, or `memory://`. */
  dataDir: string;
  /** Schema to work in on a PostgreSQL server (tests isolate themselves this way). */
  schema?: string;
  /** PGlite: start from this dump of a data folder instead of an empty one (skips initdb, about 1.5 s). */
  loadDataDir?: Blob;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  return options.url ? openPostgres(options.url, options.schema) : openPglite(options.dataDir, options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir?: Blob): Promise<Database> {
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir, loadDataDir ? { loadDataDir } : {});
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    driver: 'pglite',
    execScript: async (sql) => {
      await client.exec(sql);
    },
    executeSql: async (text, values) => {
      if (values?.length) return client.query(text, values);
      // exec runs a script of several statements; its last result is the one a caller reads.
      const results = await client.exec(text);
      return { rows: results.at(-1)?.rows ?? [] };
    },
    listen: (channel, handlers) => pgliteNotificationLink(client, channel, handlers),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: () => client.close(),
  };
}

async function openPostgres(url: string, searchPath?: string): Promise<Database> {
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    connectionTimeoutMillis: 5000,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  // A client losing its connection (database restart) must not crash the process: the pool reports
  // idle clients here, and a checked-out client between two queries of a transaction emits on itself.
  // The query in progress, or the next one, fails instead, and the error handler answers 503.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return {
    db: drizzlePostgres(pool, { schema }) as unknown as Db,
    driver: 'postgres',
    execScript: async (sql) => {
      await pool.query(sql);
    },
    executeSql: async (text, values) => pool.query(text, values),
    schema: searchPath,
    listen: (channel, handlers) => postgresNotificationLink(url, searchPath, channel, handlers),
    close: () => pool.end(),
  };
}
