import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

export const NOTIFICATION_APPLICATION_NAME = 'benji-change-feed';

/** A connection that hears one NOTIFY channel and can send on it. */
export interface NotificationLink {
  /** The schema the database works in: messages of other schemas on the same server are not ours. */
  schema: string;
  notify(payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface NotificationHandlers {
  onNotification(payload: string): void;
  /** The link is gone (database restart, network): messages sent from now on are not heard. Once. */
  onDown(error: Error): void;
}

/** PGlite is one connection in this process: it hears what it commits, and it never drops. */
export async function pgliteNotificationLink(client: PGlite, channel: string, handlers: NotificationHandlers): Promise<NotificationLink> {
  const unlisten = await client.listen(channel, handlers.onNotification);
  const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
  return {
    schema: rows[0]!.schema,
    notify: async (payload) => {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    close: () => unlisten(),
  };
}

/**
 * A connection of its own, outside the pool: a pooled client is handed to queries, and LISTEN
 * belongs to one session for as long as it lives.
 */
export async function postgresNotificationLink(
  url: string,
  searchPath: string | undefined,
  channel: string,
  handlers: NotificationHandlers,
): Promise<NotificationLink> {
  const client = new pg.Client({
    connectionString: url,
    connectionTimeoutMillis: 5000,
    // A server that vanishes without closing the connection is noticed too.
    keepAlive: true,
    // Named, so an operator (and a test) can tell it apart in pg_stat_activity.
    application_name: NOTIFICATION_APPLICATION_NAME,
    ...(searchPath ? { options: `-c search_path=${searchPath}` } : {}),
  });
  let down = false;
  const fail = (error: Error) => {
    if (down) return;
    down = true;
    handlers.onDown(error);
    client.end().catch(() => undefined);
  };
  client.on('error', fail);
  client.on('end', () => fail(new Error('the notification connection closed')));
  client.on('notification', (message) => {
    if (message.channel === channel) handlers.onNotification(message.payload ?? '');
  });
  try {
    await client.connect();
    await client.query(`LISTEN ${channel}`);
    const { rows } = await client.query<{ schema: string }>('SELECT current_schema() AS schema');
    return {
      schema: rows[0]!.schema,
      notify: async (payload) => {
        await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
      },
      close: async () => {
        down = true;
        await client.end();
      },
    };
  } catch (error) {
    down = true;
    client.end().catch(() => undefined);
    throw error;
  }
}
