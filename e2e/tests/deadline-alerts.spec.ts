import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

test('choose deadline reminders in Settings; the choice is kept', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Reminders' }).click();

  await expect(page.getByRole('tabpanel').getByText(account.email)).toBeVisible();
  const digest = page.getByRole('checkbox', { name: 'A weekly digest' });
  await expect(digest).not.toBeChecked();
  await expect(page.getByRole('combobox', { name: 'How many days before' })).toHaveValue('3');
  await expectNoSeriousAxeViolations(page);

  await digest.check();
  await page.getByRole('combobox', { name: 'How many days before' }).selectOption('7');
  await page.getByRole('button', { name: 'Save Reminders' }).click();
  await expect(page.getByText('Reminder settings saved.')).toBeVisible();

  await page.reload();
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await expect(page.getByRole('checkbox', { name: 'A weekly digest' })).toBeChecked();
  await expect(page.getByRole('combobox', { name: 'How many days before' })).toHaveValue('7');
});

test('the private calendar address is shown, and a reset gives a new one that works while the old one stops', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const address = page.getByRole('textbox', { name: 'Calendar address' });
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expectNoSeriousAxeViolations(page);
  const old = await address.inputValue();
  expect((await page.request.get(old)).status()).toBe(200);

  await page.getByRole('button', { name: 'Reset link' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
  await expect(address).not.toHaveValue(old);
  const fresh = await address.inputValue();
  expect((await page.request.get(fresh)).headers()['content-type']).toContain('text/calendar');
  expect((await page.request.get(old)).status()).toBe(404);
});

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, a user whose trial has ended can still revoke the calendar address from Settings`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Calendar' }).click();
    const old = await page.getByRole('textbox', { name: 'Calendar address' }).inputValue();
    expect(old).toMatch(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);

    // The trial ends: the feed pauses, and comes back with a plan unless it is revoked.
    const aged = await page.request.post('/api/test/age-account/', { data: { email: account.email, hours: 80 } });
    expect(aged.status()).toBe(200);
    expect((await page.request.get(old)).status()).toBe(402);

    await page.goto('/settings');
    await expect(page).toHaveURL(/\/settings$/);
    await page.getByRole('tab', { name: 'Calendar' }).click();
    await expect(page.getByText('Your calendar feed is paused')).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Calendar address' })).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'Reset link' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Reset link' }).click();
    await expect(page.getByText('Your calendar link was reset.', { exact: false })).toBeVisible();
    expect((await page.request.get(old)).status()).toBe(404);
    await expect(page.getByText('Your calendar feed is paused')).toBeVisible();
  });
}
