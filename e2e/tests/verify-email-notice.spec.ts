import type { Page } from '@playwright/test';
import { submitClaim } from '../support/claims-api';
import { CodeMail, latestCodeFor } from '../support/mail';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

/** The notice's height and the conversation's, against the window's. */
async function measure(page: Page) {
  return page.evaluate(() => ({
    notice: document.querySelector('[aria-label="Verify your e-mail"]')?.getBoundingClientRect().height ?? 0,
    messages: document.querySelector('[role="log"][aria-label="Conversation"]')!.getBoundingClientRect().height,
    window: window.innerHeight,
  }));
}

/** `claims` claims are filed first: with two or more the chat page also names the claim it is about. */
async function openChatUnverified(page: Page, width: number, height: number, claims = 0) {
  await page.setViewportSize({ width, height });
  const account = await createAccount(page);
  const filed = (
    [
      ['Prairie General', 'Roof Damage / Storm'],
      ['Chinook Insurance', 'Car Theft'],
    ] as const
  ).slice(0, claims);
  for (const [company, type] of filed) await submitClaim(page, account, company, type);
  await signIn(page, account);
  await page.goto('/chats');
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
  const notice = page.getByRole('region', { name: 'Verify your e-mail' });
  await expect(notice).toBeVisible();
  // Measured once the claims are in: with two, the page names the one the chat is about.
  if (claims > 1) await expect(page.getByRole('combobox', { name: 'Claim' })).toHaveValue(/^\d+$/);
  const sizes = await measure(page);
  expect(sizes.notice).toBeGreaterThan(0);
  expect(sizes.notice).toBeLessThanOrEqual(56);
  expect(sizes.messages).toBeGreaterThanOrEqual(0.6 * sizes.window);
  await expectNoSeriousAxeViolations(page);
  return { account, notice };
}

test('at 1280×800 the notice is one line over a roomy chat, and its dialog takes the code', async ({ page }) => {
  const { account, notice } = await openChatUnverified(page, 1280, 800);
  await notice.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await expect(dialog).toContainText(account.email);
  await expectNoSeriousAxeViolations(page);

  const code = dialog.getByLabel('Verification code');
  await expect.poll(() => latestCodeFor(account.email, CodeMail.signUp)).toMatch(/^\d{6}$/);
  const right = latestCodeFor(account.email, CodeMail.signUp)!;
  await code.fill(right === '000000' ? '111111' : '000000');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog.getByRole('alert')).toBeVisible();
  await expect(code).toHaveAttribute('aria-invalid', 'true');

  await code.fill(right);
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(dialog).toBeHidden();
  await expect(notice).toBeHidden();
  // The room the notice took goes to the conversation.
  const after = await measure(page);
  expect(after.notice).toBe(0);
  expect(after.messages).toBeGreaterThanOrEqual(0.6 * after.window);
});

test('at 390×844 the notice is one line, sends a new code from its dialog, and stays dismissed for the session', async ({
  page,
  context,
}) => {
  const { notice } = await openChatUnverified(page, 390, 844);
  await notice.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await dialog.getByRole('button', { name: 'Send a new code' }).click();
  await expect(dialog.getByRole('status')).toHaveText('We sent a new code to your e-mail address.');
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(notice).toBeVisible();

  await notice.getByRole('button', { name: 'Dismiss for this session' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('log', { name: 'Conversation' })).toBeVisible();
  await expect(notice).toBeHidden();
  await page.goto('/settings');
  await expect(page.getByText('Your Profile')).toBeVisible();
  await expect(notice).toBeHidden();

  // A new tab is a new session: the address is still unverified, so the notice is back.
  const other = await context.newPage();
  await other.setViewportSize({ width: 390, height: 844 });
  await other.goto('/chats');
  await expect(other.getByRole('region', { name: 'Verify your e-mail' })).toBeVisible();
  await other.close();
});

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, a user with two claims still has 60% of the window for messages under the notice`, async ({ page }) => {
    await openChatUnverified(page, width, height, 2);
    // The picker is in view, beside the conversation or in the header's first line on a phone, and names the newest claim.
    await expect(page.getByRole('combobox', { name: 'Claim' }).locator('option:checked')).toHaveText('Car Theft · Chinook Insurance');
    await expect(page.getByRole('combobox', { name: 'Claim' })).toBeInViewport();
  });
}
