import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

const PLACEHOLDER = 'Ask your AI assistant anything about your claim…';
const FIRST = 'What is actual cash value?';
const SECOND = 'What does depreciation mean?';

const box = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const replyActions = (page: Page) => page.getByRole('button', { name: 'Copy message' });
const conversationParam = (page: Page) => new URL(page.url()).searchParams.get('c');
const history = (page: Page) => page.getByRole('dialog', { name: 'Your conversations' });

async function sendAndWait(page: Page, text: string) {
  const before = await replyActions(page).count();
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(replyActions(page)).toHaveCount(before + 1, { timeout: 30_000 });
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'History' }).click();
  await expect(history(page).getByRole('listitem').first()).toBeVisible();
}

test('conversations: the address names the open one; open another from the history; reload and Back keep it', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/chats');
  await sendAndWait(page, FIRST);
  await expect.poll(() => conversationParam(page)).not.toBeNull();
  const first = conversationParam(page);

  await page.getByRole('button', { name: 'New chat' }).first().click();
  await expect.poll(() => conversationParam(page)).toBeNull();
  await sendAndWait(page, SECOND);
  await expect.poll(() => conversationParam(page)).not.toBe(first);
  const second = conversationParam(page);

  await openHistory(page);
  const rows = history(page).getByRole('listitem');
  await expect(rows).toHaveCount(2);
  await expect(rows.nth(0)).toContainText(SECOND);
  await expect(rows.nth(1)).toContainText(FIRST);
  await expect(history(page).getByRole('button', { name: new RegExp(`^${SECOND.replace('?', '\\?')}`) })).toHaveAttribute(
    'aria-current',
    'true',
  );
  await expectNoSeriousAxeViolations(page);

  await history(page)
    .getByRole('button', { name: new RegExp(`^${FIRST.replace('?', '\\?')}`) })
    .click();
  await expect(history(page)).toBeHidden();
  await expect.poll(() => conversationParam(page)).toBe(first);
  await expect(page.getByText(FIRST, { exact: true })).toBeVisible();
  await expect(page.getByText(SECOND, { exact: true })).toBeHidden();

  await page.reload();
  await expect(page.getByText(FIRST, { exact: true })).toBeVisible();
  expect(conversationParam(page)).toBe(first);

  await page.goBack();
  await expect.poll(() => conversationParam(page)).toBe(second);
  await expect(page.getByText(SECOND, { exact: true })).toBeVisible();
});

test('rename a conversation (a blank name is refused under the field) and delete one after a confirmation', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/chats');
  await sendAndWait(page, FIRST);
  await page.getByRole('button', { name: 'New chat' }).first().click();
  await sendAndWait(page, SECOND);

  await openHistory(page);
  await history(page)
    .getByRole('button', { name: `Rename “${FIRST}”` })
    .click();
  const name = history(page).getByRole('textbox', { name: 'Conversation name' });
  await name.fill('   ');
  await history(page).getByRole('button', { name: 'Save' }).click();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(history(page).getByText('Enter a name for the conversation.')).toBeVisible();
  await name.fill('Roof claim: depreciation');
  await expect(history(page).getByText('Enter a name for the conversation.')).toBeHidden();
  await history(page).getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Conversation renamed.')).toBeVisible();
  await expect(history(page).getByRole('listitem').nth(1)).toContainText('Roof claim: depreciation');

  await history(page)
    .getByRole('button', { name: `Delete “${SECOND}”` })
    .click();
  await expect(page.getByRole('heading', { name: 'Delete this conversation?' })).toBeVisible();
  await page.getByRole('button', { name: 'Keep' }).click();
  await expect(history(page).getByRole('listitem')).toHaveCount(2);

  await history(page)
    .getByRole('button', { name: `Delete “${SECOND}”` })
    .click();
  await page.getByRole('dialog', { name: 'Delete this conversation?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Conversation deleted.')).toBeVisible();
  await expect(history(page).getByRole('listitem')).toHaveCount(1);
  await expect(history(page).getByRole('listitem')).toContainText('Roof claim: depreciation');
  // The deleted one was open: the page is on a new chat now.
  await page.keyboard.press('Escape');
  await expect(history(page)).toBeHidden();
  await expect(page.getByRole('button', { name: 'History' })).toBeFocused();
  expect(conversationParam(page)).toBeNull();
});
