import { startConversation, submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

const ROOF = 'Prairie General · Roof Damage / Storm';
const CAR = 'Chinook Insurance · Car Theft';
const NO_CLAIM = 'Not about a claim';

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, the history shows each conversation under its claim, and those about none on their own`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    // Asked before any claim existed: a conversation about no claim.
    await startConversation(page, account, 'What is actual cash value?');
    const roof = await submitClaim(page, account, 'Prairie General', 'Roof Damage / Storm');
    const car = await submitClaim(page, account, 'Chinook Insurance', 'Car Theft');
    await startConversation(page, account, 'When is my roof inspection?', roof);
    await startConversation(page, account, 'Was my car found?', car);
    await startConversation(page, account, 'Who is my roofer?', roof);

    await signIn(page, account);
    await page.goto('/chats');
    await page.getByRole('button', { name: 'History' }).click();
    const history = page.getByRole('dialog', { name: 'Your conversations' });
    const group = (name: string) => history.getByRole('region', { name });
    await expect(group(ROOF)).toBeVisible();

    // The groups come in the order of their newest conversation; each holds its own, newest first.
    await expect(history.getByRole('heading', { level: 3 })).toHaveText([ROOF, CAR, NO_CLAIM]);
    await expect(group(ROOF).getByRole('listitem')).toHaveText([/^Who is my roofer\?/, /^When is my roof inspection\?/]);
    await expect(group(CAR).getByRole('listitem')).toHaveText([/^Was my car found\?/]);
    await expect(group(NO_CLAIM).getByRole('listitem')).toHaveText([/^What is actual cash value\?/]);
    await expectNoSeriousAxeViolations(page);

    // Nothing of the panel reaches past the window's width.
    const overflow = await history.evaluate((panel) => panel.scrollWidth - panel.clientWidth);
    expect(overflow).toBeLessThanOrEqual(0);

    // Opening one from its group returns the chat to its claim.
    await group(CAR)
      .getByRole('button', { name: /^Was my car found\?/ })
      .click();
    await expect(history).toBeHidden();
    await expect(page.getByText('Was my car found?', { exact: true })).toBeVisible();
  });
}
