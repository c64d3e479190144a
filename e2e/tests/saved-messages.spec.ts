import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

const SCRIPT_PAYLOAD = '<script>window.__savedPwned = true</script> Keep **this** safe';

interface Sent {
  userId: number;
  botId: number;
  sessionId: string;
  botContent: string;
}

async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access as string;
}

async function send(request: APIRequestContext, token: string, content: string, sessionId?: string): Promise<Sent> {
  const response = await request.post('/api/chat/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { content, session_id: sessionId },
  });
  expect(response.status()).toBe(201);
  const body = await response.json();
  return {
    userId: body.user_message.id,
    botId: body.ai_message.id,
    sessionId: body.session.session_id,
    botContent: body.ai_message.content,
  };
}

async function flag(request: APIRequestContext, token: string, messageId: number, sessionId: string) {
  const response = await request.post('/api/chat/flag/', {
    headers: { Authorization: `Bearer ${token}` },
    data: { message_id: messageId, session_id: sessionId },
  });
  expect(response.status()).toBe(201);
}

const sections = (page: Page) => page.locator('main section[data-session]');
const cards = (scope: Locator) => scope.locator('article');
const filter = (page: Page) => page.getByLabel('Filter by session');

test('saved messages: grouped by session, newest-saved session first, filtered, laid out as letters', async ({ page, context }) => {
  const account = await createAccount(page);
  const token = await accessToken(page.request, account);

  // Session A: a letter, then a message carrying a script. Session B, opened later: a status question.
  const letter = await send(page.request, token, 'Please write an appeal letter for my denied claim');
  expect(letter.botContent).toMatch(/^Subject: /m);
  expect(letter.botContent).toMatch(/^Dear /m);
  const risky = await send(page.request, token, SCRIPT_PAYLOAD, letter.sessionId);
  const status = await send(page.request, token, 'How do I check my claim status?');
  const sessionA = letter.sessionId;
  const sessionB = status.sessionId;
  expect(sessionB).not.toBe(sessionA);

  // One session saved so far: no filter.
  await flag(page.request, token, status.botId, sessionB);
  await signIn(page, account);
  await page.goto('/saved-messages');
  await expect(page.getByRole('heading', { name: 'Saved Messages', level: 1 })).toBeVisible();
  await expect(page.getByText('1 message(s) saved', { exact: true })).toBeVisible();
  await expect(sections(page)).toHaveCount(1);
  await expect(filter(page)).toHaveCount(0);

  // Then session A's two, the later message first: A is now the session saved from last.
  await flag(page.request, token, risky.userId, sessionA);
  await flag(page.request, token, letter.botId, sessionA);
  await page.reload();
  await expect(page.getByText('3 message(s) saved', { exact: true })).toBeVisible();
  await expect(sections(page)).toHaveCount(2);
  await expect(sections(page).nth(0)).toHaveAttribute('data-session', sessionA);
  await expect(sections(page).nth(1)).toHaveAttribute('data-session', sessionB);
  // Each session is named by its first question.
  await expect(sections(page).nth(0).getByRole('heading', { level: 2 })).toHaveText('Please write an appeal letter for my denied claim');
  await expect(sections(page).nth(1).getByRole('heading', { level: 2 })).toHaveText('How do I check my claim status?');

  // Within A, by message time: the letter (sent first) before the script message (saved first).
  const inA = cards(sections(page).nth(0));
  await expect(inA).toHaveCount(2);
  await expect(inA.nth(0).getByRole('heading', { level: 3 })).toHaveText('Benji');
  await expect(inA.nth(0).getByText('Bengi Assistant', { exact: true })).toBeVisible();
  await expect(inA.nth(1).getByRole('heading', { level: 3 })).toHaveText('You');

  // The letter: header lines styled as headers, ordinary lines not; bold as <strong>.
  const letterCard = inA.nth(0);
  const subject = letterCard.locator('[data-line="header"]', { hasText: /^Subject: / });
  const dear = letterCard.locator('[data-line="header"]', { hasText: /^Dear / });
  await expect(subject).toBeVisible();
  await expect(dear).toBeVisible();
  const weight = (locator: Locator) => locator.evaluate((element) => Number(getComputedStyle(element).fontWeight));
  expect(await weight(subject)).toBeGreaterThanOrEqual(600);
  expect(await weight(letterCard.locator('p', { hasText: /^Sincerely,$/ }))).toBeLessThan(600);
  await expect(letterCard.locator('strong', { hasText: 'Request for Reconsideration / Appeal of Denial' })).toBeVisible();
  await expect(letterCard.locator('[data-line="bullet"]')).toHaveCount(3);
  await expect(letterCard.getByText('**')).toHaveCount(0);

  // Copy puts the letter on the clipboard as it will be pasted: subject and body, no markdown marks.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await letterCard.getByRole('button', { name: 'Copy message' }).click();
  await expect(page.getByText('Message copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(/^Subject: /);
  expect(copied).toContain('\nDear ');
  expect(copied).not.toContain('**');
  expect(copied).not.toMatch(/not legal advice/i);

  // The script is shown as text and never runs.
  const riskyCard = inA.nth(1);
  await expect(riskyCard).toContainText('<script>window.__savedPwned = true</script> Keep this safe');
  await expect(riskyCard.locator('strong')).toHaveText('this');
  await expect(page.locator('main script')).toHaveCount(0);
  expect(await page.evaluate(() => (window as { __savedPwned?: boolean }).__savedPwned)).toBeUndefined();

  // The filter: all sessions, or one, named by first question and count.
  await expect(filter(page).locator('option')).toHaveText([
    'All Sessions',
    'Please write an appeal letter for my denied claim (2 messages)',
    'How do I check my claim status? (1 message)',
  ]);
  await filter(page).selectOption(sessionB);
  await expect(sections(page)).toHaveCount(1);
  await expect(sections(page).first()).toHaveAttribute('data-session', sessionB);
  await expect(page.getByText('3 message(s) saved', { exact: true })).toBeVisible();
  await filter(page).selectOption({ label: 'All Sessions' });
  await expect(sections(page)).toHaveCount(2);

  // A toast fading out is scanned at part opacity: the scan waits for the copy toast to be gone.
  await expect(page.getByText('Message copied to clipboard!')).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(sections(page).first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
});

test('saved messages: loading, then an error with the server message, then Try Again', async ({ page }) => {
  const account = await createAccount(page);
  const token = await accessToken(page.request, account);
  const sent = await send(page.request, token, 'Please write an appeal letter for my denied claim');
  await flag(page.request, token, sent.botId, sent.sessionId);
  await signIn(page, account);

  // The first read is held until the loading state has been seen, then refused by the "server".
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/chat/flagged/', async (route) => {
    await held;
    await route.fulfill({ status: 503, json: { detail: 'Saved messages are resting.', message: 'Saved messages are resting.' } });
  });
  await page.goto('/saved-messages');
  await expect(page.getByText('Loading Messages', { exact: true })).toBeVisible();
  await expect(page.getByText('Fetching your saved messages...', { exact: true })).toBeVisible();
  release();
  const alert = page.getByRole('alert').filter({ hasText: 'Saved messages are resting.' });
  await expect(alert).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.unroute('**/api/chat/flagged/');
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByText('1 message(s) saved', { exact: true })).toBeVisible();
  await expect(sections(page)).toHaveCount(1);
});

test('saved messages: a new account sees the empty state, and Back leads to the chat', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.goto('/saved-messages');
  await expect(page.getByRole('heading', { name: 'No Saved Messages' })).toBeVisible();
  await expect(page.getByText('0 message(s) saved', { exact: true })).toBeVisible();
  await expect(page.getByText(/click the save icon/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Chat' })).toHaveAttribute('href', '/chats');
  await expect(filter(page)).toHaveCount(0);
  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSeriousAxeViolations(page);

  // Opened directly, there is no page to go back to inside the app: Back goes to the chat.
  await page.getByRole('button', { name: 'Back' }).click();
  await page.waitForURL((url) => url.pathname === '/chats');
});
