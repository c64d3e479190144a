import { CodeMail, latestCodeFor } from '../support/mail';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';
import { useRealTabFocus } from '../support/tab-focus';

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, an address verified in one tab takes the notice away in another when it is next in front`, async ({
    page,
    context,
  }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await signIn(page, account);
    const other = await context.newPage();
    await other.setViewportSize({ width, height });
    await other.goto('/settings');
    const otherNotice = other.getByRole('region', { name: 'Verify your e-mail' });
    await expect(otherNotice).toBeVisible();
    await useRealTabFocus(context, page, other);

    await page.bringToFront();
    const notice = page.getByRole('region', { name: 'Verify your e-mail' });
    await notice.getByRole('button', { name: 'Verify' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your e-mail' });
    await expect.poll(() => latestCodeFor(account.email, CodeMail.signUp)).toMatch(/^\d{6}$/);
    await dialog.getByLabel('Verification code').fill(latestCodeFor(account.email, CodeMail.signUp)!);
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(notice).toBeHidden();
    // The other tab has not been looked at since: it still shows what it read.
    await expect(otherNotice).toBeVisible();

    await other.bringToFront();
    await expect(otherNotice).toBeHidden();
    // Read from the server, not from a copy another tab left in storage.
    await other.reload();
    await expect(other.getByText('Your Profile')).toBeVisible();
    await expect(otherNotice).toBeHidden();
    await expectNoSeriousAxeViolations(other);
  });
}
