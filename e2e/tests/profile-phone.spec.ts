import { expect, expectNoSeriousAxeViolations, signIn, test, uniqueEmail } from '../support/fixtures';

for (const [label, width] of [
  ['phone', 390],
  ['desktop', 1280],
] as const) {
  test(`on a ${label}, the profile keeps the saved phone when other fields change, and the extension in its own field`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 });
    // Sign-up takes a phone as written, '+' and spaces included.
    const account = { email: uniqueEmail('phone'), password: 'correct-horse-1' };
    const registered = await page.request.post('/api/register/', {
      data: { ...account, full_name: 'Ana Ruiz', address: '12 Elm Street, Toronto, ON', phone_number: '+1 416 555 0199' },
    });
    expect(registered.status()).toBe(201);
    await signIn(page, account);
    await page.goto('/settings');

    const phone = page.getByLabel('Phone Number');
    const extension = page.getByLabel('Extension');
    const save = page.getByRole('button', { name: 'Save Changes' });
    await expect(phone).toHaveValue('+1 416 555 0199');
    await page.getByLabel(/^bio/i).fill('Roof damage in March.');
    await save.click();
    await expect(page.getByText('Profile successfully updated')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel(/^bio/i)).toHaveValue('Roof damage in March.');
    await expect(phone).toHaveValue('+1 416 555 0199');

    // Typed with its extension: the extension goes to its own field, not onto the number.
    await phone.clear();
    await phone.pressSequentially('416-555-0199 ext 12');
    await expect(phone).toHaveValue('4165550199');
    await expect(extension).toHaveValue('12');
    await expectNoSeriousAxeViolations(page);
    await save.click();
    await expect(page.getByText('Profile successfully updated')).toBeVisible();
    await page.reload();
    await expect(phone).toHaveValue('4165550199');
    await expect(extension).toHaveValue('12');
  });
}
