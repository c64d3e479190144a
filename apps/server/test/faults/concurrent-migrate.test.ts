import { afterAll, beforeAll, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { withClient } from '../support/pg-client';
import { startTempPostgres, type TempPostgres } from './support/temp-postgres';

// A deployment starts its instances together on an empty database: every one of them runs migrate()
// at the same moment, and none may fail or apply a migration twice. On a server of its own, so the
// test can create empty databases freely.
let postgres: TempPostgres;
beforeAll(async () => {
  postgres = await startTempPostgres();
}, 60_000);
afterAll(() => postgres?.destroy());

const INSTANCES = 4;
const ROUNDS = 5;

it(
  `lets ${INSTANCES} instances migrate one empty database at the same moment, each migration applied once`,
  { timeout: 120_000 },
  async () => {
    for (let round = 1; round <= ROUNDS; round += 1) {
      const name = `fresh_${round}`;
      await withClient(postgres.url, (client) => client.query(`CREATE DATABASE ${name}`));
      const url = postgres.url.replace(/\/postgres$/, `/${name}`);
      const instances = await Promise.all(Array.from({ length: INSTANCES }, () => openDatabase({ url, dataDir: 'memory://' })));
      try {
        const outcomes = await Promise.allSettled(instances.map((database) => migrate(database)));
        expect(outcomes.filter((outcome) => outcome.status === 'rejected')).toEqual([]);
        const book = await withClient(url, (client) =>
          client.query<{ name: string; times: number }>(
            'SELECT name, count(*)::int AS times FROM schema_migrations GROUP BY name ORDER BY name',
          ),
        );
        const applied = (outcomes[0] as PromiseFulfilledResult<string[]>).value;
        expect(book.rows).toEqual(applied.map((migration) => ({ name: migration, times: 1 })));
      } finally {
        await Promise.all(instances.map((database) => database.close()));
      }
    }
  },
);
