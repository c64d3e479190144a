import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

// Copying a drafted letter from the chat as the user will paste it: the letter alone, no markdown
// marks and none of Benji's notes; the whole reply on request; or straight into a new e-mail.

const DISCLAIMER = 'This is general information to help you handle your own claim, not legal advice.';
const ADJUSTER_EMAIL = 'kevin.tran@pacificcrest.example';
const ADJUSTERS_EMAIL = `Please draft a reply to this e-mail from my adjuster:

From: Kevin Tran <${ADJUSTER_EMAIL}>
Subject: Claim PCI-26-081447

Hi Ana,
Please send receipts for the damaged items and photos of the kitchen by March 10. We would like to inspect the kitchen on March 12.
Regards,
Kevin Tran`;

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

test('copy a drafted reply: the letter alone, or with the notes, or opened as an e-mail to the adjuster', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  const { access } = (await login.json()) as { access: string };
  const details = await page.request.post('/api/chat/upload/', {
    headers: { authorization: `Bearer ${access}` },
    multipart: {
      insurance_company_name: 'Pacific Crest Insurance',
      policy_number: 'HO3-CA-4471902',
      adjuster_name: 'Kevin Tran',
      adjuster_phone_number: '(415) 555-0142',
      adjuster_email: ADJUSTER_EMAIL,
      add_claim_number: 'PCI-26-081447',
    },
  });
  expect(details.status()).toBe(201);

  await signIn(page, account);
  await page.goto('/chats');
  const box = page.getByPlaceholder('Ask your AI assistant anything about your claim…');
  await box.fill(ADJUSTERS_EMAIL);
  await box.press('Enter');
  const copyLetter = page.getByRole('button', { name: 'Copy letter' });
  await expect(copyLetter).toBeVisible({ timeout: 60_000 });
  // The reply as the chat shows it still carries Benji's notes and the disclaimer.
  await expect(page.locator('[data-sender=bot]').last()).toContainText(DISCLAIMER);

  await copyLetter.click();
  await expect(page.getByText('Message copied to clipboard!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Copied', exact: true })).toBeVisible();
  const letter = await clipboard(page);
  expect(letter.startsWith('Subject: Re: Claim PCI-26-081447')).toBe(true);
  expect(letter).not.toContain('**');
  expect(letter).not.toContain(DISCLAIMER);
  expect(letter).not.toContain('Here is a draft reply');
  expect(letter).not.toContain('Fill before sending');
  expect(letter).not.toContain(`To: ${ADJUSTER_EMAIL}`);
  expect(letter).toContain('\n\nDear Kevin Tran,\n\n');
  expect(letter.endsWith(`Email: ${account.email}`)).toBe(true);

  await page.getByRole('button', { name: 'Copy with notes' }).click();
  await expect.poll(() => clipboard(page)).not.toBe(letter);
  const withNotes = await clipboard(page);
  expect(withNotes.startsWith('Here is a draft reply to Kevin Tran,')).toBe(true);
  expect(withNotes).toContain('Fill before sending: [the date you can send them]');
  expect(withNotes.endsWith(DISCLAIMER)).toBe(true);
  expect(withNotes).not.toContain('**');

  const subject = letter.split('\n')[0]!.replace(/^Subject: /, '');
  const href = (await page.getByRole('link', { name: 'Open in e-mail' }).getAttribute('href'))!;
  expect(href.startsWith('mailto:')).toBe(true);
  expect(href.startsWith(`mailto:${ADJUSTER_EMAIL}?subject=${encodeURIComponent(subject)}&body=Dear%20Kevin%20Tran%2C%0D%0A%0D%0A`)).toBe(
    true,
  );
  expect(href.length).toBeLessThanOrEqual(1800);

  await expectNoSeriousAxeViolations(page);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(copyLetter).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  await expectNoSeriousAxeViolations(page);
});

test('copy any other reply as plain text, without the disclaimer', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await signIn(page, account);
  await page.goto('/chats');
  const box = page.getByPlaceholder('Ask your AI assistant anything about your claim…');
  await box.fill('The insurer wants me to do an examination under oath. What should I expect?');
  await box.press('Enter');
  const copy = page.getByRole('button', { name: 'Copy message' });
  await expect(copy).toBeVisible({ timeout: 60_000 });
  await expect(page.locator('[data-sender=bot]').last()).toContainText(DISCLAIMER);
  await expect(page.getByRole('button', { name: 'Copy with notes' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Open in e-mail' })).toHaveCount(0);
  await copy.click();
  await expect(page.getByText('Message copied to clipboard!')).toBeVisible();
  const text = await clipboard(page);
  expect(text.startsWith('Preparing for your examination under oath (EUO) for your claim.')).toBe(true);
  expect(text).toContain('\n1. Ask for the date, time, place');
  expect(text).not.toContain('**');
  expect(text).not.toContain(DISCLAIMER);
});
