import { defineConfig, devices } from '@playwright/test';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = Number(process.env.E2E_PORT ?? 3100);
// The server launcher writes every mail its SMTP sink receives here; specs read codes from it.
process.env.E2E_MAIL_FILE ??= join(tmpdir(), `benji-e2e-mail-${port}.jsonl`);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  // Two files at a time (each test signs up its own user, so none shares state with another):
  // about 5.5 minutes instead of 7.5 on this 2-core machine. E2E_WORKERS=1 runs them one by one.
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: 0,
  // Safety nets, not measures: CI's machine has run these tests 2.5 times slower than a quiet one
  // (a journey of 18 s took over 45), so a test stops only when it is plainly stuck.
  timeout: 120_000,
  expect: { timeout: 15_000 },
  reporter: process.env.CI ? [['list']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node support/start-server.mjs',
    url: `http://127.0.0.1:${port}/api/health/`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'pipe',
    stderr: 'pipe',
    env: { E2E_PORT: String(port), E2E_MAIL_FILE: process.env.E2E_MAIL_FILE },
  },
});
