import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

/** Ends the account's trial through the e2e-only hook: the browser cannot reach the server's database. */
async function endTrial(page: Page, account: Account) {
  const response = await page.request.post('/api/test/age-account/', { data: { email: account.email, hours: 80 } });
  expect(response.status()).toBe(200);
}

/** The plan as a new page load reads it from the server (nothing of it is kept in the browser): the trial banner shows or not. */
async function expectTrialBannerAfterReload(page: Page, shown: boolean) {
  await page.reload();
  await expect(page.getByRole('button', { name: /logout/i }).first()).toBeVisible();
  await expect(page.getByText('Trial ends in:')).toBeVisible({ visible: shown });
}

async function payOnTestCheckout(page: Page, plan: string, amount: string) {
  await page.waitForURL(/\/checkout\/test\/cs_test_local_/);
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByText(plan)).toBeVisible();
  await expect(page.getByText(`$${amount} USD`)).toBeVisible();
  await page.getByRole('button', { name: `Pay $${amount} (test)` }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Payment successful! Your subscription is active.')).toBeVisible();
}

test('a user whose trial is over signs in, views the plans, pays in test mode and is let back in', async ({ page }) => {
  const account = await createAccount(page);
  await endTrial(page, account);

  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('heading', { name: 'Trial Period Ended' })).toBeVisible();
  await expect(page.getByText('Your trial period has ended. Please subscribe to continue using the service.')).toBeVisible();
  await page.getByRole('button', { name: 'View Pricing Plans' }).click();

  await page.waitForURL('**/home**');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('heading', { name: 'Essential Plan' })).toBeInViewport();
  await expect(pricing.getByText('Most Popular')).toBeVisible();
  await expect(pricing.getByText('Save 25%')).toBeVisible();
  await expect(pricing.getByText('$49.00')).toBeVisible();
  await expect(pricing.getByText('one-time')).toBeVisible();
  await expect(pricing.getByText('per month')).toBeVisible();
  await expect(pricing.getByText('per year')).toBeVisible();

  await pricing.getByRole('button', { name: 'Choose Essential' }).click();
  await payOnTestCheckout(page, 'Essential Plan', '49.00');

  await expect(page.getByText('Trial ends in:')).toBeHidden();
  await expectTrialBannerAfterReload(page, false);
  // The guard opens the paid pages now, where it sent this user to /home before (Settings stays open either way).
  for (const path of ['/claim-status', '/settings', '/template-store']) {
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`${path}$`));
  }
});

test('a trial user upgrades from the banner, cancels once, then subscribes and the banner goes', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await expect(page.getByText('Trial ends in:')).toBeVisible();

  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.waitForURL('**/home**');
  const pricing = page.locator('#pricing');
  await expect(pricing.getByRole('heading', { name: 'Pro Plan - Monthly' })).toBeInViewport();

  await pricing.getByRole('button', { name: 'Choose Pro Monthly' }).click();
  await page.waitForURL(/\/checkout\/test\//);
  await page.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByText('Checkout cancelled. You have not been charged.')).toBeVisible();
  await expect(pricing.getByRole('heading', { name: 'Pro Plan - Annual' })).toBeInViewport();

  await pricing.getByRole('button', { name: 'Choose Pro Annual' }).click();
  await payOnTestCheckout(page, 'Pro Plan - Annual', '180.00');
  await expect(page.getByText('Trial ends in:')).toBeHidden();
  await expectTrialBannerAfterReload(page, false);
});

test("'Maybe Later' keeps a user whose trial is over on the sign-in page", async ({ page }) => {
  const account = await createAccount(page);
  await endTrial(page, account);
  await page.goto('/login');
  await page.getByLabel(/^email/i).fill(account.email);
  await page.getByLabel(/^password/i).fill(account.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/claim-status');
  await page.waitForURL('**/home');
});

test('a test-mode subscriber cancels the plan in Settings after a confirmation, and the plans are offered again', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Upgrade' }).click();
  await page.locator('#pricing').getByRole('button', { name: 'Choose Pro Monthly' }).click();
  await payOnTestCheckout(page, 'Pro Plan - Monthly', '20.00');

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Pro Plan - Monthly' })).toBeVisible();
  await expect(page.getByText('This plan was bought in test mode: cancelling ends it at once.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Cancel your plan?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep Plan' }).click();
  await expect(page.getByRole('heading', { name: 'Pro Plan - Monthly' })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel Plan' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel Plan' }).click();
  await expect(page.getByText('Your plan is cancelled.')).toBeVisible();
  // Still inside the trial: the tab now shows the trial, with the way back to the plans.
  await expect(page.getByRole('heading', { name: 'Free trial' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'See Plans' })).toBeVisible();
  await expect(page.getByText('Trial ends in:')).toBeVisible();
  await expectTrialBannerAfterReload(page, true);
});
