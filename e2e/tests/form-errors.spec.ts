import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

test('sign-up shows every problem at once under its field, clears each as it is fixed, and covers nothing', async ({ page }) => {
  await page.goto('/signup');
  await page.getByRole('button', { name: 'Sign Up', exact: true }).click();

  const fields = [
    ['Full Name*', 'Full name is required.'],
    ['Email*', 'Email is required.'],
    ['Address*', 'Address is required.'],
    ['Password*', 'Password must be at least 8 characters long.'],
  ] as const;
  for (const [label, message] of fields) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAttribute('aria-invalid', 'true');
    await expect(field).toHaveAccessibleDescription(message);
  }
  await expect(page.getByRole('checkbox')).toHaveAccessibleDescription('Please agree to the Terms of Use and Privacy Policy');
  // Errors are on the form, not in toasts over the Google button.
  await expect(page.getByRole('status')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);

  await page.getByLabel('Full Name*', { exact: true }).fill('Ana Ruiz');
  await expect(page.getByText('Full name is required.')).toBeHidden();
  await expect(page.getByLabel('Full Name*', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Address is required.')).toBeVisible();
  await page.getByLabel('Email*', { exact: true }).fill('ana@');
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
});
