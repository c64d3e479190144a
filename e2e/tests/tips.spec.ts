import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

let account: Account | undefined;
/** One account for this file's tests: sign-ups are limited to 10 an hour from one address. */
async function signInShared(page: Page): Promise<Account> {
  account ??= await createAccount(page);
  await signIn(page, account);
  return account;
}

test('the twelve tips, each explained, link to the template that does them', async ({ page }) => {
  await signInShared(page);
  await page.goto('/tips&tricks');
  await expect(page.getByRole('heading', { level: 1, name: 'Claim Tips & Tricks' })).toBeVisible();

  const tips = page.getByRole('listitem').filter({ has: page.getByRole('article') });
  await expect(tips).toHaveCount(12);
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('Tip 1: Communicate by e-mail');
  await expect(page.getByRole('heading', { name: 'Tip 3: Follow up after 7 business days' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Tip 12: Know your policy and its deadlines' })).toBeVisible();
  await expect(tips.nth(2)).toContainText('If you have not heard back within 7 business days');
  await expect(page.getByRole('link', { name: /^Use the template: / })).toHaveCount(6);

  await expect(tips.nth(0).getByRole('link')).toHaveCount(0);
  await tips.nth(2).getByRole('link', { name: 'Use the template: Status Check-In' }).click();
  await page.waitForURL((url) => url.pathname === '/template-store' && url.searchParams.get('template') === 'status-check-in');
  await expect(page.getByRole('dialog', { name: 'Status Check-In' })).toBeVisible();
});

test('the tips page passes an accessibility scan', async ({ page }) => {
  await signInShared(page);
  await page.goto('/tips&tricks');
  await expect(page.getByRole('article')).toHaveCount(12);
  await expectNoSeriousAxeViolations(page);
});
