import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signInWithForm, test } from '../support/fixtures';

/** Local storage, key by key. */
const localItems = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])));

/** Swaps this browser's storage for what the redux-persist version left, as a user upgrading has it. */
async function leaveOldStore(page: Page, blob: string) {
  await page.evaluate((saved) => {
    localStorage.clear();
    localStorage.setItem('persist:root', saved);
  }, blob);
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, a signed-in user of the version that saved the whole store stays signed in, and the old copy goes`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await signInWithForm(page, account);
    const stale = { pk: 1, email: 'stale@example.com', full_name: 'Stale Copy', email_verified: false, is_trial: true };
    await leaveOldStore(
      page,
      JSON.stringify({
        auth: JSON.stringify({ user: stale, accessToken: null, isAuthenticated: true, istrial: true, isSubscribed: false }),
        chat: JSON.stringify({ currentSessionId: null, messages: [], chosenClaimId: null }),
        insurance: 'null',
        _persist: JSON.stringify({ version: -1, rehydrated: true }),
      }),
    );

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings$/);
    // The user is the server's, not the stale copy the old store held.
    // (Read from the profile's e-mail field: a phone's header shows only the avatar.)
    await expect(page.getByLabel(/^email/i)).toHaveValue(account.email);
    await expect(page.getByText('stale@example.com')).toHaveCount(0);
    expect(await localItems(page)).toEqual({
      'benji.preferences': JSON.stringify({ version: 1, chosenClaimId: null, hadSession: true }),
    });
    await expectNoSeriousAxeViolations(page);
  });
}

test('an old store that cannot be read is dropped, and the page opens signed out without an error', async ({ page }) => {
  await page.goto('/home');
  await leaveOldStore(page, '{"auth":"{\\"user\\":{\\"pk\\"');
  await page.goto('/settings');
  await expect(page).toHaveURL(/\/home$/);
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  expect(await localItems(page)).not.toHaveProperty('persist:root');
});
