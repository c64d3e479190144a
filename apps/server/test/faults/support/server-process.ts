import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { freePort } from './free-port';

const repoRoot = fileURLToPath(new URL('../../../../../', import.meta.url));
const main = `${repoRoot}apps/server/src/main.ts`;

export interface ServerProcess {
  url: string;
  port: number;
  child: ChildProcess;
  /** Everything the server printed, for failure messages. */
  output(): string;
  /** Resolves with the exit code (or the signal's name) when the process ends. */
  exited: Promise<number | string>;
  kill(signal: NodeJS.Signals): void;
}

/**
 * The real server, as `npm start` runs it (src/main.ts under tsx), on a port of its own. The environment
 * is built from scratch so nothing of the caller's (LLM_*, REDIS_URL) leaks in.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  const chosen = port ?? (await freePort());
  // One process, node itself with tsx's loader: the tsx command would put a wrapper process in
  // between, and a SIGKILL to the wrapper would leave the real server running.
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    cwd: repoRoot,
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HOME: process.env.HOME ?? '/tmp',
      PORT: String(chosen),
      HOST: '127.0.0.1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST: '/nonexistent',
      RATE_LIMIT_SCALE: '100',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | string>((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal ?? -1)));
  const server: ServerProcess = {
    url: `http://127.0.0.1:${chosen}`,
    port: chosen,
    child,
    output: () => output,
    exited,
    kill: (signal) => void child.kill(signal),
  };
  await waitForHealth(server);
  return server;
}

/** Polls /api/health/ until it answers 200; fails with the server's output if the process dies first. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let ended = false;
  void server.exited.then(() => (ended = true));
  while (Date.now() < deadline) {
    if (ended) throw new Error(`server exited before it was ready:\n${server.output()}`);
    try {
      const response = await fetch(`${server.url}/api/health/`);
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 150));
  }
  server.kill('SIGKILL');
  throw new Error(`server not ready after ${timeoutMs} ms:\n${server.output()}`);
}
