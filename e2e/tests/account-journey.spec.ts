import { CodeMail, latestCodeFor } from '../support/mail';
import { expect, signInWithForm, test, uniqueEmail } from '../support/fixtures';

test('sign up, see the trial, verify the e-mail, sign out, sign in, reset the password and sign in with the new one', async ({ page }) => {
  const email = uniqueEmail('journey');
  const firstPassword = 'first-password-1';
  const newPassword = 'second-password-2';

  await page.goto('/signup');
  await page.getByLabel(/full name/i).fill('Maya Chen');
  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^address/i).fill('88 Harbour Road, Vancouver, BC');
  await page.getByLabel(/phone number/i).fill('6045550142');
  await page.getByLabel(/^password/i).fill(firstPassword);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: /^sign up$/i }).click();

  await page.waitForURL((url) => url.pathname === '/');
  await expect(page.getByText('Trial ends in:')).toBeVisible();
  await expect(page.getByText(/^(2d|3d) \d+h \d+m \d+s$/)).toBeVisible();

  // Sign-up mailed a code; the notice asks for it until it comes back.
  const banner = page.getByRole('region', { name: 'Verify your e-mail' });
  await expect(banner).toBeVisible();
  await expect.poll(() => latestCodeFor(email, CodeMail.signUp)).toMatch(/^\d{6}$/);
  await banner.getByRole('button', { name: 'Verify' }).click();
  const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
  await dialog.getByLabel('Verification code').fill(latestCodeFor(email, CodeMail.signUp) ?? '');
  await dialog.getByRole('button', { name: 'Verify' }).click();
  await expect(banner).toBeHidden();

  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await page.waitForURL('**/login');

  await signInWithForm(page, { email, password: firstPassword });
  await expect(page.getByText('Trial ends in:')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Verify your e-mail' })).toBeHidden();
  await page
    .getByRole('button', { name: /logout/i })
    .first()
    .click();
  await page.waitForURL('**/login');

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Send Verification OTP' }).click();
  await page.waitForURL('**/send-otp-to-email');
  await expect(page.getByLabel('Digit 1')).toBeFocused();

  await expect.poll(() => latestCodeFor(email, CodeMail.passwordReset)).toMatch(/^\d{6}$/);
  const code = latestCodeFor(email, CodeMail.passwordReset) ?? '';
  await page.keyboard.type(code);
  await expect(page.getByLabel('Digit 6')).toHaveValue(code.at(-1) ?? '');
  await page.getByRole('button', { name: 'Verify' }).click();

  await page.waitForURL('**/create-new-password');
  await page.getByLabel('New Password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm Password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: /reset password/i }).click();
  await page.waitForURL('**/password-updated');
  await page
    .getByRole('link', { name: 'Go to Sign In' })
    .or(page.getByRole('button', { name: 'Go to Sign In' }))
    .click();
  await page.waitForURL('**/login');

  await page.getByLabel(/^email/i).fill(email);
  await page.getByLabel(/^password/i).fill(firstPassword);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await expect(page.getByRole('heading', { name: 'Login Failed' })).toBeVisible();
  await expect(page.getByText('Invalid email or password.').first()).toBeVisible();
  await page.getByRole('button', { name: 'OK' }).click();

  // This time by hand, without the helper's Escape: the greeting closes itself and leads to the dashboard.
  await page.getByLabel(/^password/i).fill(newPassword);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  const greeting = page.getByRole('dialog').filter({ has: page.getByRole('heading', { name: 'Welcome Back!' }) });
  await expect(greeting).toBeVisible();
  await page.waitForURL((url) => url.pathname === '/');
  await expect(greeting).toBeHidden();
});
