// Starts what the browser tests run against: a real SMTP sink on loopback and the real server
// (built web app, fresh database, mail over SMTP to the sink). Playwright stops it when done.
import { spawn } from 'node:child_process';
import { appendFileSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { SMTPServer } from 'smtp-server';

const port = process.env.E2E_PORT ?? '3100';
const mailFile = process.env.E2E_MAIL_FILE;
if (!mailFile) throw new Error('E2E_MAIL_FILE is not set');
writeFileSync(mailFile, '');

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS'],
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      appendFileSync(mailFile, JSON.stringify({ to: session.envelope.rcptTo.map((r) => r.address), raw }) + '\n');
      callback();
    });
  },
});
await new Promise((resolve) => smtp.listen(0, '127.0.0.1', resolve));
const smtpPort = smtp.server.address().port;

const dataDir = mkdtempSync(join(tmpdir(), 'benji-e2e-db-'));
let databaseUrl;
const serverUrl = process.env.TEST_DATABASE_URL;
if (serverUrl) {
  // A database of its own on the PostgreSQL server, new for every run.
  const name = `benji_e2e_${port}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
}

const server = spawn(join(import.meta.dirname, '../../node_modules/.bin/tsx'), ['src/main.ts'], {
  cwd: join(import.meta.dirname, '../../apps/server'),
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    SEED_DEMO: 'true',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_SCALE: '100',
    // Mounts /api/test/ (age an account): the browser cannot reach the embedded database. Refused in production.
    E2E_TEST_HOOKS: 'true',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  },
});

const stop = () => {
  server.kill('SIGTERM');
  smtp.close();
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
server.on('exit', (code) => {
  smtp.close();
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
