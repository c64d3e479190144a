import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

const PLACEHOLDER = 'Ask your AI assistant anything about your claim…';

/** Two long answers, so the conversation holds more than the window. */
async function longConversation(page: Page) {
  for (const question of ['What is a proof of loss?', 'What is depreciation and how is it calculated?']) {
    const before = await page.getByRole('button', { name: 'Copy message' }).count();
    await page.getByPlaceholder(PLACEHOLDER).fill(question);
    await page.getByPlaceholder(PLACEHOLDER).press('Enter');
    await expect(page.getByRole('button', { name: 'Copy message' })).toHaveCount(before + 1, { timeout: 30_000 });
  }
}

async function measure(page: Page) {
  return page.evaluate(() => {
    const conversation = document.querySelector('section[aria-label="Chat with Benji"]')!;
    const list = conversation.querySelector('ol')!.parentElement!;
    const composer = conversation.querySelector('form')!.getBoundingClientRect();
    return {
      documentOverflow: document.documentElement.scrollHeight - window.innerHeight,
      conversationWidth: conversation.getBoundingClientRect().width,
      conversationScrolls: list.scrollHeight > list.clientHeight,
      composerInView: composer.top >= 0 && composer.bottom <= window.innerHeight,
    };
  });
}

for (const [label, width, height] of [
  ['desktop', 1280, 800],
  ['phone', 390, 844],
] as const) {
  test(`at ${width}×${height} the page never scrolls past the window: the conversation does, and the composer stays in view`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await signIn(page, account);
    await page.goto('/chats');
    await longConversation(page);

    const layout = await measure(page);
    expect(layout.documentOverflow).toBe(0);
    expect(layout.conversationScrolls).toBe(true);
    expect(layout.composerInView).toBe(true);
    if (label === 'desktop') {
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
      // Claim Details and the claim process are open beside it, and it is still the widest column.
      await expect(page.getByRole('form', { name: 'Claim Details' })).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Your Claim Process' })).toBeVisible();
      expect(layout.conversationWidth).toBeGreaterThanOrEqual(640);
    } else {
      // The panels slide in over the page and leave the conversation its width.
      await page.getByRole('button', { name: 'Claim Details', exact: true }).click();
      await expect(page.getByRole('dialog', { name: 'Your claim' }).getByRole('form', { name: 'Claim Details' })).toBeInViewport();
      expect((await measure(page)).conversationWidth).toBe(layout.conversationWidth);
      await expectNoSeriousAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: 'Your claim' })).toBeHidden();
      // The one Logout is in the menu.
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
      await page.keyboard.press('Escape');
    }
    // The wheel over the messages scrolls the messages, not the page.
    await page.locator('section[aria-label="Chat with Benji"] ol').hover();
    await page.mouse.wheel(0, -600);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousAxeViolations(page);
  });
}
