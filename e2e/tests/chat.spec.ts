import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { extractText } from 'unpdf';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

const PLACEHOLDER = 'Ask your AI assistant anything about your claim…';
const GREETING = "Hi Ana Ruiz, we're here to assist you with your insurance claim. Please tell us what happened.";

interface StoredMessage {
  id: number;
  sender: string;
  content: string;
  session: string;
}

async function apiToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access as string;
}

async function storedMessages(request: APIRequestContext, token: string): Promise<StoredMessage[]> {
  const sessions = await request.get('/api/chat/sessions/', { headers: { Authorization: `Bearer ${token}` } });
  const [latest] = (await sessions.json()) as { session_id: string }[];
  if (!latest) return [];
  const history = await request.get(`/api/chat/?session_id=${latest.session_id}`, { headers: { Authorization: `Bearer ${token}` } });
  return history.json();
}

/** The first line of a reply, as the page shows it (bold markers removed). */
const firstLine = (content: string) => content.split('\n')[0]!.replaceAll('**', '');

async function openChat(page: Page, account: Account) {
  await signIn(page, account);
  await page.goto('/chats');
  await expect(page.getByText(GREETING)).toBeVisible();
}

const box = (page: Page) => page.getByPlaceholder(PLACEHOLDER);
const replyActions = (page: Page) => page.getByRole('button', { name: 'Copy message' });

async function sendAndWait(page: Page, text: string) {
  const before = await replyActions(page).count();
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(replyActions(page)).toHaveCount(before + 1, { timeout: 30_000 });
}

test('send a message: typing indicator, the reply as written, bold text, and both still there after a reload', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await openChat(page, account);
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();

  // Hold the stream until the page has shown its waiting state.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat/stream/', async (route) => {
    await held;
    await route.continue();
  });
  await box(page).fill('A pipe burst in my basement. What should I do **first**?');
  await box(page).press('Enter');
  const log = page.getByRole('log', { name: 'Conversation' });
  await expect(log.locator('[data-sender=user]')).toContainText('A pipe burst in my basement. What should I do first?');
  await expect(log.locator('[data-sender=user] strong')).toHaveText('first');
  await expect(page.getByRole('status').filter({ hasText: 'Benji is typing...' })).toBeVisible();
  await expect(box(page)).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send message' })).toBeDisabled();
  release();

  await expect(replyActions(page)).toHaveCount(1, { timeout: 30_000 });
  await expect(page.getByText('Benji is typing...')).toHaveCount(0);
  await page.unroute('**/api/chat/stream/');
  const stored = await storedMessages(page.request, await apiToken(page.request, account));
  expect(stored.map((message) => message.sender)).toEqual(['user', 'bot']);
  expect(stored[0]!.content).toBe('A pipe burst in my basement. What should I do **first**?');
  const reply = stored[1]!.content;
  await expect(log.locator('[data-sender=bot]').last()).toContainText(firstLine(reply));

  await page.reload();
  await expect(log.locator('[data-sender=user] strong')).toHaveText('first');
  await expect(log.locator('[data-sender=bot]').last()).toContainText(firstLine(reply));
  await expect(replyActions(page)).toHaveCount(1);
  await expectNoSeriousAxeViolations(page);
});

test('Shift+Enter adds a line, Enter sends; the message keeps its lines', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await openChat(page, account);
  await box(page).click();
  await page.keyboard.type('First line');
  await page.keyboard.press('Shift+Enter');
  await page.keyboard.type('Second line');
  await expect(box(page)).toHaveValue('First line\nSecond line');
  await expect(page.locator('[data-sender=user]')).toHaveCount(0);
  // The box grows with its text, up to 128 px.
  const twoLines = await box(page).evaluate((element) => element.getBoundingClientRect().height);
  for (let line = 0; line < 8; line += 1) await page.keyboard.press('Shift+Enter');
  expect(await box(page).evaluate((element) => element.getBoundingClientRect().height)).toBe(128);
  expect(twoLines).toBeLessThan(128);
  await box(page).fill('First line\nSecond line');
  await box(page).press('Enter');
  const sent = page.locator('[data-sender=user]');
  await expect(sent.locator('p')).toHaveText(['First line', 'Second line']);
  await expect(replyActions(page)).toHaveCount(1, { timeout: 30_000 });
});

test('copy and save a reply; the saved one is in the flagged list', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await openChat(page, account);
  await sendAndWait(page, 'How do I write to my adjuster?');
  const token = await apiToken(page.request, account);
  const reply = (await storedMessages(page.request, token))[1]!;

  await replyActions(page).click();
  await expect(page.getByText('Message copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reply.content);

  await page.getByRole('button', { name: 'Save message' }).click();
  await expect(page.getByText('Message saved successfully!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Saved to Saved Messages' })).toBeVisible();
  const flagged = await page.request.get('/api/chat/flagged/', { headers: { Authorization: `Bearer ${token}` } });
  expect(((await flagged.json()) as { message: StoredMessage }[]).map((item) => item.message.id)).toEqual([reply.id]);
});

test('download the chat as a PDF that holds the conversation; a new chat has nothing to download', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await openChat(page, account);
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('No active chat session to download')).toBeVisible();

  await sendAndWait(page, 'My car was rear-ended on Highway 401 yesterday.');
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^chat-[0-9a-f-]{8}-\d{4}-\d{2}-\d{2}\.pdf$/);
  await expect(page.getByText('Chat PDF downloaded successfully!')).toBeVisible();
  const bytes = await readFile((await download.path())!);
  const { text } = await extractText(new Uint8Array(bytes), { mergePages: true });
  expect(text.replace(/\s+/g, ' ')).toContain('My car was rear-ended on Highway 401 yesterday.');

  await page.getByRole('button', { name: 'New chat' }).click();
  await expect(page.locator('[data-sender=user]')).toHaveCount(0);
  await expect(page.getByText(GREETING)).toBeVisible();
  await page.getByRole('button', { name: 'Download PDF' }).click();
  await expect(page.getByText('No active chat session to download').first()).toBeVisible();
});

test('a failed send shows the apology, says so in a toast, and puts the text back in the box', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await openChat(page, account);
  await page.route('**/api/chat/stream/', (route) => route.abort('connectionrefused'));
  await box(page).fill('Please draft a letter to **Intact**.');
  await page.getByRole('button', { name: 'Send message' }).click();
  await expect(page.getByText("I'm sorry, I'm having trouble connecting right now. Please try again later.")).toBeVisible();
  await expect(page.getByText('Failed to send message. Please try again.')).toBeVisible();
  await expect(box(page)).toHaveValue('Please draft a letter to **Intact**.');
  await expect(page.locator('[data-sender=user]')).toHaveCount(0);
  // The apology is not a stored reply: it cannot be saved.
  await expect(page.getByRole('button', { name: 'Save message' })).toHaveCount(0);

  await page.unroute('**/api/chat/stream/');
  await page.getByRole('button', { name: 'Send message' }).click();
  // A stored reply has its copy button: "Copy message", or "Copy letter" when it holds a letter.
  await expect(page.getByRole('button', { name: /^Copy (?:message|letter)$/ })).toHaveCount(1, { timeout: 30_000 });
  await expect(box(page)).toHaveValue('');
});

test('a visitor without a session is asked to sign in', async ({ page }) => {
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Sign in to chat with Benji' })).toBeVisible();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('region', { name: 'Chat with Benji' }).getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});

test('a user whose trial is over is shown the pricing plans, not a broken chat', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await signIn(page, account);
  const aged = await page.request.post('/api/test/age-account/', { data: { email: account.email, hours: 80 } });
  expect(aged.ok()).toBe(true);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Your free trial has ended' })).toBeVisible();
  await expect(page.getByPlaceholder(PLACEHOLDER)).toHaveCount(0);
  await page.getByRole('button', { name: 'View Pricing Plans' }).click();
  await expect(page).toHaveURL(/\/home/);
});

test('the chat works and passes axe on a 390 px phone, with the side panels folded away', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await page.setViewportSize({ width: 390, height: 844 });
  await openChat(page, account);
  await sendAndWait(page, 'What is a proof of loss?');
  const details = page.getByRole('button', { name: 'Claim Details', exact: true });
  await expect(page.getByRole('heading', { name: 'Claim Details' })).toBeHidden();
  await details.click();
  await expect(details).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('heading', { name: 'Claim Details' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBe(0);
});

test('opening the chat shows the most recently updated session; the header leads to Saved Messages and out', async ({ page }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  const token = await apiToken(page.request, account);
  const headers = { Authorization: `Bearer ${token}` };
  for (const content of ['Older conversation about hail damage.', 'Newer conversation about a stolen bike.']) {
    const sent = await page.request.post('/api/chat/', { headers, data: { content } });
    expect(sent.status()).toBe(201);
  }
  await openChat(page, account);
  await expect(page.locator('[data-sender=user]')).toHaveText(['You: Newer conversation about a stolen bike.']);

  await page.getByRole('link', { name: 'Saved Messages' }).click();
  await expect(page).toHaveURL(/\/saved-messages$/);
  await page.goBack();
  await expect(page.locator('[data-sender=user]')).toHaveText(['You: Newer conversation about a stolen bike.']);
  // One Logout on the page: the app shell's.
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(1);
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await page.goto('/chats');
  await expect(page.getByRole('heading', { name: 'Sign in to chat with Benji' })).toBeVisible();
});
