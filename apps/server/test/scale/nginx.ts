import { spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from '../faults/support/free-port';

export interface Nginx {
  /** Round robin over every backend. */
  balanced: string;
  /** One address per backend, in the order given: to reach one instance on purpose. */
  pinned: string[];
  /** The backend address of every request the balancer sent, in order (from its access log). */
  upstreams(): string[];
  stop(): Promise<void>;
}

const waitForPort = async (port: number) => {
  for (let tries = 0; tries < 200; tries += 1) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => resolve(!!socket.end()));
      socket.once('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`nginx did not open port ${port}`);
};

/**
 * Debian's nginx in the foreground, with its config, pid, logs and temp files in a folder of its
 * own, proxying as a production setup would (X-Forwarded-For, so the servers need TRUST_PROXY).
 */
export async function startNginx(backends: string[]): Promise<Nginx> {
  const dir = mkdtempSync(join(tmpdir(), 'benji-nginx-'));
  // Workers drop root to nobody and must write request bodies here.
  chmodSync(dir, 0o777);
  const balancedPort = await freePort();
  const pinnedPorts = await Promise.all(backends.map(() => freePort()));
  const proxy = `
      proxy_http_version 1.1;
      proxy_set_header Host $host;
      proxy_set_header Connection "";
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;`;
  const server = (port: number, upstream: string, log: string) => `
    server {
      listen 127.0.0.1:${port};
      access_log ${join(dir, log)} upstreamlog;
      location / { proxy_pass http://${upstream}; ${proxy} }
    }`;
  const config = `
pid ${join(dir, 'nginx.pid')};
worker_processes 1;
error_log ${join(dir, 'error.log')} warn;
events { worker_connections 256; }
http {
  client_max_body_size 20m;
  client_body_buffer_size 16m;
  client_body_temp_path ${join(dir, 'body')};
  proxy_temp_path ${join(dir, 'proxy')};
  fastcgi_temp_path ${join(dir, 'fastcgi')};
  uwsgi_temp_path ${join(dir, 'uwsgi')};
  scgi_temp_path ${join(dir, 'scgi')};
  log_format upstreamlog '$upstream_addr $status $request';
  upstream benji { ${backends.map((backend) => `server ${backend};`).join(' ')} keepalive 16; }
  ${backends.map((backend, index) => `upstream benji${index} { server ${backend}; keepalive 4; }`).join('\n  ')}
  ${server(balancedPort, 'benji', 'balanced.log')}
  ${backends.map((_, index) => server(pinnedPorts[index]!, `benji${index}`, `pinned${index}.log`)).join('\n')}
}`;
  const configFile = join(dir, 'nginx.conf');
  writeFileSync(configFile, config);
  const binary = existsSync('/usr/sbin/nginx') ? '/usr/sbin/nginx' : 'nginx';
  const child = spawn(binary, ['-p', dir, '-e', join(dir, 'error.log'), '-c', configFile, '-g', 'daemon off;'], {
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await Promise.race([waitForPort(balancedPort), exited.then(() => Promise.reject(new Error(`nginx exited: ${output}`)))]);
  } catch (error) {
    rmSync(dir, { recursive: true, force: true });
    throw error;
  }
  return {
    balanced: `http://127.0.0.1:${balancedPort}`,
    pinned: pinnedPorts.map((port) => `http://127.0.0.1:${port}`),
    upstreams: () =>
      readFileSync(join(dir, 'balanced.log'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => line.split(' ')[0]!),
    async stop() {
      child.kill('SIGQUIT');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
