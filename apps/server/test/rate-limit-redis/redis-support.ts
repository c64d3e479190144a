import { randomBytes } from 'node:crypto';
import { createServer, type Server, type Socket } from 'node:net';
import { createClient } from 'redis';

/** The Redis the tests share (CI starts it on 127.0.0.1:6379). */
export const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A key prefix no other test run uses, so runs sharing one Redis never see each other's counts. */
export const uniquePrefix = () => `benji-test:${randomBytes(6).toString('hex')}:`;

/** A plain client to look at what the store wrote, and to delete it afterwards. */
export async function inspector() {
  const client = createClient({ url: REDIS_URL });
  await client.connect();
  return {
    get: (key: string) => client.get(key),
    pttl: (key: string) => client.pTTL(key),
    keys: (prefix: string) => client.keys(`${prefix}*`),
    async clear(prefix: string) {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length) await client.del(keys);
    },
    close: () => client.close(),
  };
}

/** A port that nothing listens on: the store pointed at it meets "connection refused". */
export async function closedPort(): Promise<number> {
  const server = await listen(createServer());
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A server that accepts connections and never answers: a Redis that hangs. */
export async function silentServer(): Promise<{ url: string; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server = await listen(createServer((socket) => sockets.add(socket)));
  const { port } = server.address() as { port: number };
  return {
    url: `redis://127.0.0.1:${port}`,
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

function listen(server: Server): Promise<Server> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve(server));
  });
}
