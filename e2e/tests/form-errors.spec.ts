import { createAccount, expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, sign-up shows every problem at once under its field, clears each as it is fixed, and covers nothing`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
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

    // The server's word on a field (an address already registered) goes under that field too, once, with no toast.
    const taken = await createAccount(page);
    await page.getByLabel('Email*', { exact: true }).fill(taken.email);
    await page.getByLabel('Address*', { exact: true }).fill('12 Elm Street, Toronto, ON');
    await page.getByLabel('Password*', { exact: true }).fill('correct-horse-1');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
    await expect(page.getByLabel('Email*', { exact: true })).toHaveAccessibleDescription('A user with this email already exists.');
    await expect(page.getByText('A user with this email already exists.')).toHaveCount(1);
    await expect(page.getByRole('status')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);
  });
}

for (const [label, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`on a ${label}, sign-in says a field's problem once, under the field, whether it is ours or the server's`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/login');
    const email = page.getByLabel('Email*', { exact: true });
    const password = page.getByLabel('Password*', { exact: true });
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Email is required.');
    await expect(password).toHaveAccessibleDescription('Password is required.');
    await expectNoSeriousAxeViolations(page);

    // An address our quick check lets through and the server refuses: its word, under the field, once.
    await email.fill('ana..ruiz@example.com');
    await password.fill('correct-horse-1');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(email).toHaveAccessibleDescription('Enter a valid email address.');
    await expect(page.getByText('Enter a valid email address.')).toHaveCount(1);
    await expect(page.getByText('Login failed')).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    // Fixing the field clears its message; a refused sign-in is still the spec's dialog.
    await email.fill('nobody@example.com');
    await expect(email).not.toHaveAttribute('aria-invalid', 'true');
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await expect(page.getByRole('dialog', { name: 'Login Failed' })).toBeVisible();
  });
}
