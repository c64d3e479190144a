import { readdirSync, readFileSync } from 'node:fs';
import type { Database } from './client';

const migrationsDir = new URL('./migrations/', import.meta.url);
// One number for the advisory lock, so two instances starting together migrate one at a time.
export const MIGRATION_LOCK = 8_245_001;

/** Applies every migrations/*.sql not yet applied, in name order, each in its own transaction. */
export async function migrate(database: Database): Promise<string[]> {
  const files = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort();
  // Under the lock too: two instances running IF NOT EXISTS on an empty database at the same moment
  // both see no table, and the second CREATE fails on the catalog's unique index.
  await database.execScript(`
    BEGIN;
    SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
    CREATE TABLE IF NOT EXISTS schema_migrations (name varchar(255) PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now());
    COMMIT;`);
  const applied: string[] = [];
  for (const name of files) {
    const sql = readFileSync(new URL(name, migrationsDir), 'utf8');
    const quotedName = name.replaceAll("'", "''");
    // The check and the insert run inside the transaction, under the lock, so a migration applies once.
    await database.execScript(`
      BEGIN;
      SELECT pg_advisory_xact_lock(${MIGRATION_LOCK});
      DO $migration$ BEGIN
        IF NOT EXISTS (SELECT 1 FROM schema_migrations WHERE name = '${quotedName}') THEN
          EXECUTE ${dollarQuote(sql)};
          INSERT INTO schema_migrations (name) VALUES ('${quotedName}');
        END IF;
      END $migration$;
      COMMIT;`);
    applied.push(name);
  }
  return applied;
}

function dollarQuote(sql: string): string {
  if (sql.includes('$body$')) throw new Error('A migration must not contain $body$');
  return `$body$${sql}$body$`;
}
