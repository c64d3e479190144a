import type { Page } from '@playwright/test';
import { apiAuth } from '../support/claims-api';
import { CodeMail, latestCodeFor } from '../support/mail';
import { createAccount, expect, test, type Account } from '../support/fixtures';
import { untranslatedText, usePseudoLocale } from '../support/pseudo-locale';

/**
 * On the chat, the assistant's words are the server's, not the page's: its replies and the choices
 * it offers as chips (next steps, a question's answers), whose tap sends the chip's words. Their
 * language is the assistant's (issue 26, item 9).
 */
const ASSISTANTS_WORDS = '[data-sender="bot"] > div, [role="log"] [role="group"] button';

/**
 * The screens whose every string comes from the catalogue (issue 26). Each opens in the
 * pseudo-locale, where a string written into the page instead of the catalogue shows as plain
 * English and fails the test. Add a screen here once it is extracted.
 */
const SCREENS: Array<{ name: string; open: (page: Page) => Promise<void>; notTheApps?: string }> = [
  {
    name: 'landing',
    open: async (page) => {
      await page.goto('/home');
      await expect(page.locator('#prerendered')).toHaveCount(0);
      // The lower sections load as the reader nears them; an answer of the FAQ is opened to be read too.
      await page.locator('footer').scrollIntoViewIfNeeded();
      await expect(page.locator('#faq[data-ready="true"]')).toHaveCount(1);
      await page.locator('#faq button[aria-expanded]').first().click();
    },
  },
  { name: 'sign-in', open: (page) => page.goto('/login').then(() => undefined) },
  { name: 'sign-up', open: (page) => page.goto('/signup').then(() => undefined) },
  { name: 'forgot password', open: (page) => page.goto('/forget-password').then(() => undefined) },
  { name: 'password updated', open: (page) => page.goto('/password-updated').then(() => undefined) },
  { name: 'verify code', open: async (page) => void (await askForCode(page)) },
  {
    name: 'new password',
    open: async (page) => {
      const email = await askForCode(page);
      await expect.poll(() => latestCodeFor(email, CodeMail.passwordReset)).toMatch(/^\d{6}$/);
      await page.keyboard.type(latestCodeFor(email, CodeMail.passwordReset) ?? '');
      await page.locator('button[type="submit"]').click();
      await page.waitForURL('**/create-new-password');
    },
  },
  { name: 'dashboard, no claim yet', open: async (page) => void (await signedIn(page)) },
  {
    name: 'dashboard with a claim',
    open: async (page) => {
      await signedIn(page, true);
      await expect(page.locator('#claims-summary-title ~ * li, #claims-summary-title')).not.toHaveCount(0);
    },
  },
  {
    name: 'claim status',
    open: async (page) => {
      await signedIn(page, true);
      await page.goto('/claim-status');
      await expect(page.locator('tbody tr')).toHaveCount(1);
    },
  },
  {
    name: "a claim's details",
    open: async (page) => {
      await openClaim(page);
    },
  },
  {
    name: "a claim's diary",
    open: async (page) => {
      await openClaim(page);
      await page.getByRole('tab').nth(1).click();
      await expect(page.locator('#diary-form-title')).toBeVisible();
      await expect(page.locator('#diary-list-title ~ p')).toBeVisible();
    },
  },
  {
    // A deadline running, and the state's points: the rules' words are the server's English in
    // en-XA (it has no table of its own), marked lang="en"; everything around them is the catalogue's.
    name: "a claim's deadlines",
    open: async (page) => {
      await openClaim(page, giveNotice);
      await page.getByRole('tab').nth(2).click();
      await expect(page.locator('#claim-panel-deadlines ul li').first()).toBeVisible();
    },
  },
  {
    name: "a claim's payments",
    open: async (page) => {
      const claimId = await signedIn(page, true);
      await page.goto(`/claim-status/${claimId}/money`);
      await expect(page.locator('main h1, main h2').first()).toBeVisible();
    },
  },
  { name: 'checkout', open: openTestCheckout },
  { name: 'checkout, signed out', open: (page) => page.goto('/checkout/success?session_id=cs_test_none').then(() => undefined) },
  { name: 'settings', open: (page) => openSignedIn(page, '/settings', 'main [role="tablist"]') },
  {
    name: "settings' plan",
    open: async (page) => {
      await openSignedIn(page, '/settings', 'main [role="tablist"]');
      await page.getByRole('tab').nth(2).click();
      await expect(page.getByRole('tabpanel')).toBeVisible();
    },
  },
  { name: 'saved messages, none yet', open: (page) => openSignedIn(page, '/saved-messages') },
  {
    name: 'saved messages',
    open: async (page) => {
      await signedIn(page, false, saveOwnQuestion);
      await page.goto('/saved-messages');
      await expect(page.locator('main article')).toHaveCount(1);
    },
  },
  { name: 'tutorial video', open: (page) => openSignedIn(page, '/vedio', 'video') },
  {
    name: 'contents inventory',
    open: async (page) => {
      const claimId = await signedIn(page, true, addInventoryItem);
      await page.goto(`/claim-status/${claimId}/inventory`);
      await expect(page.getByRole('row')).not.toHaveCount(0);
    },
  },
  {
    name: "an inventory item's editor",
    open: async (page) => {
      const claimId = await signedIn(page, true, addInventoryItem);
      await page.goto(`/claim-status/${claimId}/inventory`);
      await page.locator('[role="row"] button').first().click();
      await expect(page.getByRole('dialog').locator('section ul, section p').last()).toBeVisible();
    },
  },
  { name: 'chat', open: openChat, notTheApps: ASSISTANTS_WORDS },
  {
    name: "chat's claim panels",
    open: async (page) => {
      await openChat(page);
      // Beside the conversation from 1280 px; below that, in a drawer its toggle opens.
      const toggle = page.locator('header button[aria-controls="claim-side-panel"]').last();
      if (await toggle.isVisible()) await toggle.click();
      await expect(page.locator('#claim-details-title')).toBeVisible();
    },
    notTheApps: ASSISTANTS_WORDS,
  },
  {
    name: "chat's conversations",
    open: async (page) => {
      await signedIn(page, false, saveOwnQuestion);
      await page.goto('/chats');
      await page.locator('header button[aria-haspopup="dialog"]').click();
      await expect(page.getByRole('dialog').locator('li')).toHaveCount(1);
    },
    notTheApps: ASSISTANTS_WORDS,
  },
  // The letters' titles and previews are English until they are written in French and Spanish
  // (issue 26, item 7): they carry lang="en", which the check leaves be.
  { name: 'template store', open: (page) => openSignedIn(page, '/template-store', 'main article') },
  { name: 'tips', open: (page) => openSignedIn(page, '/tips&tricks', 'main article') },
  // Not yet here: the legal pages, whose text is the server's English.
];

/** Signed in, then on a page of the frame, once its main content is there. */
async function openSignedIn(page: Page, path: string, ready = 'main h1'): Promise<void> {
  await signedIn(page);
  await page.goto(path);
  await expect(page.locator(ready).first()).toBeVisible();
}

/** The chat of a user with no conversation yet: the greeting, the composer, the claim column. */
async function openChat(page: Page): Promise<void> {
  await signedIn(page);
  await page.goto('/chats');
  await expect(page.getByRole('log').locator('li')).not.toHaveCount(0);
}

/** The user's own question (its words without ASCII letters), saved: the page shows its card and time. */
async function saveOwnQuestion(page: Page, account: Account) {
  const headers = await apiAuth(page, account);
  const sent = await page.request.post('/api/chat/', { headers, data: { content: 'Ĉöɱɱéñţ ƒåîŕé ûñé ŕéçļåɱåţîöñ ?' } });
  expect(sent.status()).toBe(201);
  const body = await sent.json();
  const flagged = await page.request.post('/api/chat/flag/', {
    headers,
    data: { message_id: body.user_message.id, session_id: body.session.session_id },
  });
  expect(flagged.status()).toBe(201);
}

/** The claim given to the insurer yesterday (the user's summary without ASCII letters): its deadlines start running. */
async function giveNotice(page: Page, account: Account, claimId: number | null) {
  if (claimId === null) throw new Error('A notice needs a claim: sign in with one.');
  const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
  const notice = await page.request.post(`/api/my-claims/${claimId}/diary/`, {
    headers: await apiAuth(page, account),
    data: { occurred_on: yesterday, kind: 'notice_given', direction: 'to_insurer', channel: 'email', summary: 'Ŝéñţ ţö ţĥé îñšûŕéŕ.' },
  });
  expect(notice.status(), await notice.text()).toBe(201);
}

/** An item typed by the user (so without ASCII letters): the page shows its list and totals. */
async function addInventoryItem(page: Page, account: Account, claimId: number | null) {
  if (claimId === null) throw new Error('An inventory item needs a claim: sign in with one.');
  const added = await page.request.post(`/api/my-claims/${claimId}/inventory/`, {
    headers: await apiAuth(page, account),
    data: { room: 'Ðéñ', category: 'furniture', description: 'Ŝöƒå', age_months: 24, unit_replacement_cost_cents: 100_000 },
  });
  expect(added.status()).toBe(201);
}

/**
 * Signed in on the dashboard, in the pseudo-locale; with a claim whose own words (typed by the
 * user, never translated) are written without ASCII letters, so that only the app's strings count.
 */
async function signedIn(
  page: Page,
  withClaim = false,
  prepare?: (page: Page, account: Account, claimId: number | null) => Promise<void>,
): Promise<number | null> {
  const account = await createAccount(page, { fullName: 'Åñå Ŕûîž' });
  const claimId = withClaim ? await fileClaim(page, account) : null;
  await prepare?.(page, account, claimId);
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(login.status()).toBe(200);
  await page.addInitScript(() => {
    window.localStorage.setItem(
      'benji.preferences',
      JSON.stringify({ version: 1, chosenClaimId: null, hadSession: true, locale: 'en-XA' }),
    );
  });
  await page.goto('/');
  await expect(page.locator('#next-deadlines-title')).toBeVisible();
  return claimId;
}

async function fileClaim(page: Page, account: Account): Promise<number> {
  const response = await page.request.post('/api/my-claims/', {
    headers: await apiAuth(page, account),
    multipart: {
      type_of_claim: 'Roof Damage / Storm',
      description: 'Ĥåîļ ƀŕöķé ţĥé šķýļîĝĥţ.',
      date_of_incident: '2026-10-01',
      // A state whose deadline rules Benji holds: the notice of a place without them is deadline
      // data from @benji/shared, still English (see the i18n README).
      country_of_incident: 'United States',
      region: 'GA',
      city_of_incident: 'Åţļåñţå',
      insurance_company_name: 'Ƥŕåîŕîé Ɱûţûåļ',
      policy_number: '12-345',
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()).claim.id as number;
}

async function openClaim(page: Page, prepare?: (page: Page, account: Account, claimId: number | null) => Promise<void>) {
  await signedIn(page, true, prepare);
  await page.goto('/claim-status');
  await page.locator('tbody button').click();
  await expect(page.getByRole('dialog')).toBeVisible();
}

/** A test checkout of the first plan, started through the API, opened by its signed-in owner. */
async function openTestCheckout(page: Page) {
  const account = await createAccount(page);
  const headers = await apiAuth(page, account);
  const plans = (await (await page.request.get('/api/subcriptionlist/', { headers })).json()) as Array<{ id: number }>;
  const payment = await page.request.post('/api/stripe/payment/', { headers, data: { id: plans[0]!.id } });
  expect(payment.status()).toBe(200);
  const { url } = (await payment.json()) as { url: string };
  // The sign-in above left the session cookie; the saved hint tells the app to pick it up.
  await page.addInitScript(() => {
    const preferences = { version: 1, chosenClaimId: null, hadSession: true, locale: 'en-XA' };
    window.localStorage.setItem('benji.preferences', JSON.stringify(preferences));
  });
  await page.goto(url);
  await expect(page.locator('main dl')).toBeVisible();
}

/** The forgot-password step, so the code screen opens with its address (it is carried, not in the URL). */
async function askForCode(page: Page): Promise<string> {
  const { email } = await createAccount(page);
  await page.goto('/forget-password');
  await page.locator('input[name="email"]').fill(email);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/send-otp-to-email');
  // The server's "OTP sent to email." toast is not translated yet (the server's messages are a
  // later slice of issue 26): the screen is read once it has gone.
  await expect(page.getByRole('status')).toHaveCount(0, { timeout: 15_000 });
  return email;
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });
    for (const screen of SCREENS) {
      test(`the ${screen.name} screen has no string outside the catalogue`, async ({ page }) => {
        await usePseudoLocale(page);
        await screen.open(page);
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-XA');
        await expect(page.locator('#prerendered')).toHaveCount(0);
        await expect(page.locator('main')).toContainText('⟦');
        expect(await untranslatedText(page, screen.notTheApps)).toEqual([]);
      });
    }
  });
}
