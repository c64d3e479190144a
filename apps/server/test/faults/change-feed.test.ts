import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ChangeFeed } from '../../src/db/change-feed';
import { openDatabase, type Database } from '../../src/db/client';
import { migrate } from '../../src/db/migrate';
import { NOTIFICATION_APPLICATION_NAME } from '../../src/db/notification-link';
import { withClient } from '../support/pg-client';
import { startTempPostgres, type TempPostgres } from './support/temp-postgres';

// On a PostgreSQL server of its own: the test cuts the feed's connection, which on the shared
// server would be someone else's business.
let postgres: TempPostgres;
let database: Database;
let feed: ChangeFeed;
const heard: number[] = [];
let resets = 0;
const warnings: string[] = [];

beforeAll(async () => {
  postgres = await startTempPostgres();
  database = await openDatabase({ url: postgres.url, dataDir: 'memory://' });
  await migrate(database);
  feed = new ChangeFeed(database, { warn: (message) => warnings.push(message) });
  feed.onChange((userId) => heard.push(userId));
  feed.onReset(() => (resets += 1));
  await feed.start();
}, 60_000);
afterAll(async () => {
  await feed?.close();
  await database?.close();
  postgres?.destroy();
});

/** Writes from a connection of its own, as another instance (or psql) would. */
const elsewhere = (text: string) => withClient(postgres.url, (client) => client.query(text));
const waitFor = async (condition: () => boolean, what: string) => {
  for (let tries = 0; tries < 200 && !condition(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 50));
  if (!condition()) throw new Error(`still waiting for ${what}`);
};
let emails = 0;
async function newUser(): Promise<number> {
  emails += 1;
  const { rows } = await elsewhere(`insert into users (email) values ('feed${emails}@example.com') returning id`);
  return (rows[0] as { id: number }).id;
}

describe('change feed', () => {
  it('is live once started, and hears every user a committed change touches, by the time caughtUp resolves', async () => {
    expect(feed.live).toBe(true);
    const [ana, ben] = [await newUser(), await newUser()];
    heard.length = 0;
    await elsewhere(`update users set full_name = 'Ana' where id = ${ana}`);
    await elsewhere(`insert into claims (user_id, type_of_claim, description, date_of_incident, country_of_incident, city_of_incident)
                     values (${ben}, 'Fire', 'kitchen', '2024-01-02', 'Canada', 'Ottawa')`);
    await elsewhere(`insert into sessions (id, user_id) values (gen_random_uuid(), ${ana})`);
    await elsewhere(`update sessions set revoked_at = now() where user_id = ${ana}`);
    await feed.caughtUp();
    // A new session is nobody's stale copy: only its revocation is announced.
    expect(heard).toEqual([ana, ben, ana]);
  });

  it('hears nothing of a change that was rolled back, nor of another schema on the same server', async () => {
    const ana = await newUser();
    heard.length = 0;
    await withClient(postgres.url, async (client) => {
      await client.query('begin');
      await client.query(`update users set full_name = 'Never' where id = ${ana}`);
      await client.query('rollback');
      await client.query(`select pg_notify('benji_user_changes', 'another_schema:${ana}')`);
    });
    await feed.caughtUp();
    expect(heard).toEqual([]);
  });

  it('lets many writers wait at once, each hearing every change committed before it asked', async () => {
    const users = await Promise.all(Array.from({ length: 20 }, () => newUser()));
    heard.length = 0;
    const missed = await Promise.all(
      users.map(async (userId) => {
        await elsewhere(`update users set bio = 'busy' where id = ${userId}`);
        await feed.caughtUp();
        return heard.includes(userId) ? [] : [userId];
      }),
    );
    expect(missed.flat()).toEqual([]);
    expect(new Set(heard)).toEqual(new Set(users));
  });

  it('goes down when its connection is cut, tells its caches, and comes back by itself', async () => {
    const resetsBefore = resets;
    await elsewhere(`select pg_terminate_backend(pid) from pg_stat_activity where application_name = '${NOTIFICATION_APPLICATION_NAME}'`);
    await waitFor(() => resets > resetsBefore, 'the reset when the feed went down');
    // Down: waiting for an echo would wait for nothing, so it does not wait.
    if (!feed.live) await feed.caughtUp();
    await waitFor(() => feed.live, 'the feed to come back');
    expect(resets).toBeGreaterThanOrEqual(resetsBefore + 2);
    expect(warnings.some((warning) => warning.includes('down'))).toBe(true);

    const ana = await newUser();
    heard.length = 0;
    await elsewhere(`delete from users where id = ${ana}`);
    await feed.caughtUp();
    expect(heard).toEqual([ana]);
  });

  it('stays down while the database is stopped, and is live again once it is back', { timeout: 60_000 }, async () => {
    postgres.stop();
    await waitFor(() => !feed.live, 'the feed to notice the stop');
    await feed.caughtUp();
    postgres.start();
    await waitFor(() => feed.live, 'the feed to come back after the restart');
    const ana = await newUser();
    heard.length = 0;
    await elsewhere(`update users set bio = 'back' where id = ${ana}`);
    await feed.caughtUp();
    expect(heard).toEqual([ana]);
  });
});
