import { createAccount, expect, signInWithForm, test } from '../support/fixtures';

test('a visitor is sent from a guarded page to /home, and returns there after signing in', async ({ page }) => {
  await page.goto('/settings');
  await page.waitForURL('**/home');
  const account = await createAccount(page);
  await signInWithForm(page, account);
  await page.goto('/nowhere-at-all');
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByRole('heading', { name: 'Dashboard' }).first()).toBeVisible();
});
