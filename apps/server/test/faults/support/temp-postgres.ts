import { execFileSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './free-port';

/** Debian keeps the server binaries per major version; take the newest. */
function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((version) => join(root, version, 'bin')).find((dir) => existsSync(join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL server binaries not found under /usr/lib/postgresql (apt-get install postgresql)');
  return found;
}

/** PostgreSQL refuses to run as root: as root, run its tools as the postgres user. */
function runAsOwner(tool: string, args: string[]): string {
  const command = join(binDir(), tool);
  const asRoot = process.getuid?.() === 0;
  const [file, fileArgs] = asRoot ? ['runuser', ['-u', 'postgres', '--', command, ...args]] : [command, args];
  return execFileSync(file, fileArgs, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
}

export interface TempPostgres {
  url: string;
  port: number;
  start(): void;
  stop(): void;
  /** Stops the server and deletes its folder. */
  destroy(): void;
}

/**
 * A PostgreSQL server of the test's own, in a temporary folder on a free port: stopping it
 * disturbs nothing else. trust auth, user postgres, database postgres; fsync off (tests only).
 */
export async function startTempPostgres(): Promise<TempPostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'benji-pg-'));
  if (process.getuid?.() === 0) {
    const [uid, gid] = ['-u', '-g'].map((flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim()));
    chownSync(dir, uid!, gid!);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  runAsOwner('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir} -c fsync=off -c full_page_writes=off -c max_connections=60`;
  const instance: TempPostgres = {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    start: () => void runAsOwner('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']),
    stop: () => void runAsOwner('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']),
    destroy() {
      try {
        runAsOwner('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
  instance.start();
  return instance;
}
