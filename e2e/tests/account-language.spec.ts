import { expect, test, createAccount, signIn } from '../support/fixtures';

// The language is the account's (issue 26): picked in the switch while signed in, it is saved on
// the server, and a browser that has never seen the user opens the app in it at sign-in.

test.use({ viewport: { width: 1280, height: 800 } });

test('a language picked while signed in follows the account to a fresh browser', async ({ page, browser }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');

  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/api/update-profile/') && response.request().method() === 'PATCH',
  );
  await page.getByRole('banner').getByLabel('Language').selectOption('fr');
  expect((await saved).status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
  await expect(page.getByRole('banner').getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();

  await page.getByRole('button', { name: 'Se déconnecter' }).first().click();
  await page.waitForURL('**/login');

  // Another browser: no saved choice, and English is what it asks for.
  const fresh = await browser.newContext({ locale: 'en-US', viewport: { width: 1280, height: 800 } });
  try {
    const other = await fresh.newPage();
    await other.goto('/login');
    await expect(other.locator('html')).toHaveAttribute('lang', 'en-US');
    await other.getByLabel(/^email/i).fill(account.email);
    await other.getByLabel(/^password/i).fill(account.password);
    await other.getByRole('button', { name: /^sign in$/i }).click();
    await other.waitForURL((url) => url.pathname === '/');

    await expect(other.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(other.getByRole('banner').getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
    await expect(other.getByRole('banner').getByLabel('Langue')).toHaveValue('fr');
    // The account's language is this browser's now: a reload keeps it from the start.
    await other.reload();
    await expect(other.locator('html')).toHaveAttribute('lang', 'fr-CA');
  } finally {
    await fresh.close();
  }
});
