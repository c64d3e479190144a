import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { loadAssistant } from '../../src/startup';
import { registerUser } from '../support/accounts';
import { withClient } from '../support/pg-client';
import { calendarClient, fetchFeed } from '../calendar/calendar-requests';

// Migration 0013 hashes the calendar feed tokens made before it. An address a calendar app is
// subscribed to must keep working through the upgrade, until its owner resets it.

const HASHING = '0013_calendar_feed_token_hashes.sql';
// Shaped as the tokens before 0013 were: 32 random bytes in base64url.
const LEGACY_TOKEN = randomBytes(32).toString('base64url');
const url = process.env.TEST_DATABASE_URL;
const schema = url ? `test_${randomBytes(6).toString('hex')}` : undefined;

let database: Database;
beforeAll(async () => {
  if (url && schema) await withClient(url, (client) => client.query(`CREATE SCHEMA ${schema}`));
  database = await openDatabase({ url, dataDir: 'memory://', schema });
});
afterAll(async () => {
  await database.close();
  if (url && schema) await withClient(url, (client) => client.query(`DROP SCHEMA ${schema} CASCADE`));
});

async function withApp<T>(work: (app: FastifyInstance) => Promise<T>): Promise<T> {
  const config = loadConfig({ LOG_LEVEL: 'silent', SEED_DEMO: 'false', WEB_DIST: '/nonexistent', JWT_SECRET: 'x'.repeat(40) });
  const app = await buildApp({ config, database, assistant: await loadAssistant(config) });
  await app.ready();
  try {
    return await work(app);
  } finally {
    await app.close();
  }
}

describe('migration 0013 (calendar feed tokens hashed)', () => {
  it('keeps a plain-text token made before it working, shows a new address beside it, and a reset ends both', async () => {
    // The database as it was before 0013: every migration but that one applied.
    await database.execScript(`
      CREATE TABLE IF NOT EXISTS schema_migrations (name varchar(255) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
      INSERT INTO schema_migrations (name) VALUES ('${HASHING}');`);
    await migrate(database);
    await database.execScript(`DELETE FROM schema_migrations WHERE name = '${HASHING}'`);
    const user = await withApp((app) => registerUser(app));
    await database.db.execute(sql`insert into calendar_feeds (user_id, token) values (${user.user.pk}, ${LEGACY_TOKEN})`);

    await migrate(database);
    const stored = (await database.db.execute(sql`select * from calendar_feeds`)) as unknown as { rows: unknown[] };
    expect(JSON.stringify(stored.rows)).not.toContain(LEGACY_TOKEN);

    await withApp(async (app) => {
      const legacyUrl = `http://localhost/api/calendar/${LEGACY_TOKEN}.ics`;
      expect((await fetchFeed(app, legacyUrl)).statusCode).toBe(200);
      const calendar = calendarClient(app, user.access);
      const shown = await calendar.feedUrl();
      expect(shown).not.toBe(legacyUrl);
      expect(await calendar.feedUrl()).toBe(shown);
      expect((await fetchFeed(app, shown)).statusCode).toBe(200);
      expect((await fetchFeed(app, legacyUrl)).statusCode).toBe(200);

      expect((await calendar.reset()).statusCode).toBe(200);
      expect((await fetchFeed(app, legacyUrl)).statusCode).toBe(404);
      expect((await fetchFeed(app, shown)).statusCode).toBe(404);
    });
  });
});
