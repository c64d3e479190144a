import { test as base, expect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}@example.com`;
}

export interface Account {
  email: string;
  password: string;
  fullName: string;
}

/** Creates an account through the real API, without clicking through sign-up. */
export async function createAccount(page: Page, overrides: Partial<Account> = {}): Promise<Account> {
  const account = { email: uniqueEmail(), password: 'correct-horse-1', fullName: 'Ana Ruiz', ...overrides };
  const response = await page.request.post('/api/register/', {
    data: { email: account.email, full_name: account.fullName, address: '12 Elm Street, Toronto, ON', password: account.password },
  });
  expect(response.status()).toBe(201);
  return account;
}

/**
 * Signed in as the sign-in form would leave the browser (the refresh cookie, and the saved hint
 * that this browser has a session), then on the dashboard. Most tests need only to be signed in;
 * the form itself is tested by those that use `signInWithForm`. The dashboard's heading is English
 * unless the test's browser speaks another language. The hint is written only while
 * nothing is saved, so a later sign-out or choice of the app's own is never overwritten.
 */
export async function signIn(page: Page, account: Pick<Account, 'email' | 'password'>, dashboardHeading = 'Dashboard') {
  const response = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  await page.addInitScript(() => {
    const key = 'benji.preferences';
    if (window.localStorage.getItem(key) === null) {
      window.localStorage.setItem(key, JSON.stringify({ version: 1, chosenClaimId: null, hadSession: true }));
    }
  });
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: dashboardHeading })).toBeVisible();
}

export async function signInWithForm(page: Page, account: Pick<Account, 'email' | 'password'>) {
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('heading', { name: 'Welcome Back!' })).toBeVisible();
  // The greeting closes itself after 2 s (account-journey waits for that); a user may close it at
  // once with Escape, which saves the 2 s in each of the tests that only need to be signed in.
  await page.keyboard.press('Escape');
  await page.waitForURL((url) => url.pathname === '/');
}

/** Fails the test on any console error or uncaught exception in the page. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        // A failed request the test provoked on purpose (401, 400) is logged by Chromium; it is not an app error.
        if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
      });
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** Until every finite animation (a toast fading in or out, a panel sliding) has ended. */
const animationsSettled = (page: Page) =>
  page.waitForFunction(() =>
    document
      .getAnimations()
      .every((animation) => animation.playState !== 'running' || animation.effect?.getComputedTiming().iterations === Infinity),
  );

/**
 * A serious axe finding fails the test. A toast caught mid-fade is half transparent and reads as
 * low contrast, so a finding is confirmed by a second scan once the page has settled.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  if ((await seriousViolations(page)).length === 0) return;
  await animationsSettled(page);
  expect(await seriousViolations(page)).toEqual([]);
}

export { expect };
