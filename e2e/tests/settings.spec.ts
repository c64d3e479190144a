import { createAccount, expect, signIn, test } from '../support/fixtures';

// The smallest valid PNG: one transparent pixel.
const ONE_PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

test('edit the profile with a photo', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');

  const save = page.getByRole('button', { name: 'Save Changes' });
  await expect(page.getByLabel(/^email/i)).toBeDisabled();
  await expect(page.getByLabel(/^email/i)).toHaveValue(account.email);
  await expect(save).toBeDisabled();

  await page.getByLabel(/full name/i).fill('Ana María Ruiz');
  await page.getByLabel(/phone number/i).fill('(416) 555-0199');
  await expect(page.getByLabel(/phone number/i)).toHaveValue('4165550199');
  await page.getByLabel(/^bio/i).fill('Kitchen fire on 3 November; adjuster assigned.');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: ONE_PIXEL_PNG });
  await expect(save).toBeEnabled();
  await save.click();

  await expect(page.getByText('Profile successfully updated')).toBeVisible();
  await expect(save).toBeDisabled();
  const avatar = page.locator('header img[src*="/api/files/"]').first();
  await expect(avatar).toBeVisible();

  await page.reload();
  await expect(page.getByLabel(/full name/i)).toHaveValue('Ana María Ruiz');
  await expect(page.getByLabel(/^bio/i)).toHaveValue('Kitchen fire on 3 November; adjuster assigned.');
});

test('a photo that is not jpg or png is refused', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');
  await page.locator('input[type=file]').setInputFiles({ name: 'me.gif', mimeType: 'image/gif', buffer: Buffer.from('GIF89a') });
  await expect(page.getByText('Please select a valid image file (.jpg, .jpeg, .png)').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
});

test('change the password, with each error message on the way', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/settings');
  await page
    .getByRole('tab', { name: 'Password' })
    .or(page.getByRole('button', { name: 'Password', exact: true }))
    .click();
  await expect(page.getByText('Update Your Password')).toBeVisible();

  const current = page.getByLabel('Current Password', { exact: true });
  const next = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password', { exact: true });
  const update = page.getByRole('button', { name: 'Update' });

  await update.click();
  await expect(page.getByText('Current password is required')).toBeVisible();
  await expect(page.getByText('New password is required')).toBeVisible();
  await expect(page.getByText('Please confirm your new password')).toBeVisible();

  await current.fill(account.password);
  await expect(page.getByText('Current password is required')).toBeHidden();
  await next.fill('short');
  await confirm.fill('short');
  await update.click();
  await expect(page.getByText('New password must be at least 8 characters long')).toBeVisible();

  await next.fill(account.password);
  await confirm.fill(account.password);
  await update.click();
  await expect(page.getByText('New password must be different from current password')).toBeVisible();

  await next.fill('brand-new-password');
  await confirm.fill('brand-new-passwordX');
  await update.click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();

  await current.fill('not-my-password');
  await confirm.fill('brand-new-password');
  await update.click();
  await expect(page.getByText('Invalid current password')).toBeVisible();

  await current.fill(account.password);
  await update.click();
  await expect(page.getByText('Password updated successfully!')).toBeVisible();

  const relogin = await page.request.post('/api/login/', { data: { email: account.email, password: 'brand-new-password' } });
  expect(relogin.status()).toBe(200);
});
