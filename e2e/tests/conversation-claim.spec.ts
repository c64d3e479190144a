import { submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, picking another claim mid-conversation starts a new one on it; the first stays with its claim`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    const older = await submitClaim(page, account, 'Prairie General', 'Roof Damage / Storm');
    await submitClaim(page, account, 'Chinook Insurance', 'Car Theft');
    await signIn(page, account);
    await page.goto('/chats');
    const composer = page.getByRole('textbox', { name: 'Message', exact: true });
    const replies = page.getByRole('button', { name: 'Copy message' });

    // The newest claim is the one the chat starts on.
    await composer.fill('Who is my insurer?');
    await composer.press('Enter');
    await expect(replies).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('[data-sender=bot]').last()).toContainText('Chinook Insurance');

    // Beside the conversation on a desktop, in the chat's header on a phone: in view either way.
    const picker = page.getByRole('combobox', { name: 'Claim' });
    await expect(picker).toBeInViewport();
    await picker.selectOption(String(older));
    // A new conversation: the earlier exchange is not carried over to the other claim.
    await expect(page.locator('[data-sender=user]')).toHaveCount(0);
    await composer.fill('Who is my insurer?');
    await composer.press('Enter');
    await expect(replies).toHaveCount(1, { timeout: 30_000 });
    await expect(page.locator('[data-sender=bot]').last()).toContainText('Prairie General');

    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: /conversations/i });
    const rows = history.getByRole('button', { name: /^Who is my insurer\?/ });
    await expect(rows).toHaveCount(2);
    await expect(history).toContainText('Chinook Insurance · Car Theft');
    await expect(history).toContainText('Prairie General · Roof Damage / Storm');
    await expectNoSeriousAxeViolations(page);
  });
}
