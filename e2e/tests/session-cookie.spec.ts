import type { Page } from '@playwright/test';
import { createAccount, expect, signInWithForm, test, type Account } from '../support/fixtures';

/** Everything the page's scripts can read: local storage, session storage and the cookies not HttpOnly. */
const readableByScripts = (page: Page) =>
  page.evaluate(() => {
    const dump = (storage: Storage) => Object.fromEntries(Object.keys(storage).map((key) => [key, storage.getItem(key)]));
    return JSON.stringify({ local: dump(window.localStorage), session: dump(window.sessionStorage), cookies: document.cookie });
  });

/** Local storage holds the preferences alone: no copy of the user, their e-mail or name, and no token. */
async function expectOnlyPreferencesSaved(page: Page, account: Account) {
  const local = await page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));
  expect(Object.keys(local)).toEqual(['benji.preferences']);
  expect(JSON.parse(local['benji.preferences'] ?? '{}')).toEqual({ version: 1, chosenClaimId: null, hadSession: true });
  const saved = JSON.stringify(local);
  for (const secret of [account.email, account.fullName, 'full_name', 'email']) expect(saved).not.toContain(secret);
}

async function expectSignedIn(page: Page) {
  await expect(page.getByText('Trial ends in:')).toBeVisible();
  await expect(page.getByRole('button', { name: /logout/i }).first()).toBeVisible();
}

test('a signed-in user stays signed in across reloads and tabs, and no token is readable by the page', async ({ page, context }) => {
  const account = await createAccount(page);
  await signInWithForm(page, account);
  await expectSignedIn(page);

  const [cookie] = (await context.cookies()).filter((entry) => entry.name === 'benji_refresh');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/' });
  const saved = await readableByScripts(page);
  expect(saved).not.toContain(cookie?.value ?? 'no cookie');
  // No JWT anywhere (they start with the base64 of '{"').
  expect(saved).not.toMatch(/eyJ[\w-]{10,}/);
  await expectOnlyPreferencesSaved(page, account);

  await page.reload();
  await expectSignedIn(page);
  // The user came from the server, not from storage: the header names them, and storage still does not.
  await expect(page.getByText(account.email).first()).toBeAttached();
  await expectOnlyPreferencesSaved(page, account);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);

  // A second tab signs itself in from the same cookie; reloading both at once signs neither out.
  const second = await context.newPage();
  await second.goto('/');
  await expectSignedIn(second);
  await Promise.all([page.reload(), second.reload()]);
  await expect(page).toHaveURL(/\/settings$/);
  await page.goto('/');
  await expectSignedIn(page);
  await expectSignedIn(second);

  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await page.waitForURL('**/login');
  await expect.poll(async () => (await context.cookies()).some((entry) => entry.name === 'benji_refresh')).toBe(false);
  // The other tab hears of it at once, without a reload, and leaves the signed-in pages.
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByText('Trial ends in:')).toBeHidden();
  // The other tab's next load finds the session over.
  await second.goto('/');
  await expect(second).toHaveURL(/\/home/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/home/);
});

test('a refresh whose answer never arrives (a reload cut it off) does not sign the user out', async ({ page }) => {
  const account = await createAccount(page);
  await signInWithForm(page, account);
  await expectSignedIn(page);

  // The server rotates the cookie, but the browser never hears of it: the request is dropped after it was served.
  let served = 0;
  await page.route('**/api/token/refresh/', async (route) => {
    // Sent from here, not through the browser, so the answer's Set-Cookie reaches no cookie jar.
    const request = route.request();
    await fetch(request.url(), { method: 'POST', headers: await request.allHeaders(), body: request.postData() ?? '' });
    served += 1;
    await route.abort('connectionreset');
  });
  await page.reload();
  await expect.poll(() => served).toBeGreaterThan(0);
  await page.unroute('**/api/token/refresh/');

  // The next load sends the old cookie. Loaded by address, not by reload: with its refresh cut off,
  // the page may already have moved on to the public /home, where nobody is shown signed in.
  await page.goto('/');
  await expectSignedIn(page);
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/settings$/);
});
