import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

test.use({ viewport: { width: 390, height: 844 } });

test('the sidebar is a drawer on a phone, closed by its button or the backdrop', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);

  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeHidden();
  // The sidebar's link, not the dashboard's own "Claim Status" link in its claims card.
  await expect(page.locator('nav').getByRole('link', { name: 'Claim Status' })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Claim Status' })).toBeInViewport();
  await expect(drawer.getByRole('button', { name: 'Close menu' })).toBeFocused();
  await drawer.getByRole('button', { name: 'Close menu' }).click();
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByTestId('drawer-backdrop').click({ position: { x: 370, y: 400 } });
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawer.getByRole('link', { name: 'Settings' }).click();
  await page.waitForURL('**/settings');
  await expect(drawer).toBeHidden();

  // Only the avatar shows in the header; tapping it shows the name and e-mail.
  const card = page.locator('#account-card');
  await expect(page.getByRole('banner').getByText(account.email)).toBeHidden();
  await page.getByRole('button', { name: /^Account:/ }).click();
  await expect(card).toBeVisible();
  await expect(card).toContainText(account.email);
  await expect(card).toContainText(account.fullName);
});

test('sign-in, sign-up and settings pass an axe scan at phone width', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByText('Welcome back')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.goto('/signup');
  await expectNoSeriousAxeViolations(page);
  await page.goto('/forget-password');
  await expectNoSeriousAxeViolations(page);

  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');
  await expect(page.getByText('Your Profile')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
