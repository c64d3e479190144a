import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

const ADJUSTER_EMAIL = 'sam.lee@maplemutual.example';

/** A claim and its details (adjuster, claim number) through the real API, as the dashboard and the chat page would save them. */
async function claimWithAdjuster(page: Page, account: Account) {
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  const { access } = (await login.json()) as { access: string };
  const headers = { authorization: `Bearer ${access}` };
  const claim = await page.request.post('/api/my-claims/', {
    headers,
    multipart: {
      type_of_claim: 'Basement Flood / Water Damage',
      description: 'The sump pump failed during the thaw.',
      date_of_incident: '2026-01-03',
      country_of_incident: 'Canada',
      city_of_incident: 'Toronto',
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-448812',
    },
  });
  expect(claim.status()).toBe(201);
  const details = await page.request.post('/api/chat/upload/', {
    headers,
    multipart: {
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-448812',
      adjuster_name: 'Sam Lee',
      adjuster_phone_number: '4165550123',
      adjuster_email: ADJUSTER_EMAIL,
      add_claim_number: 'MM-2026-00417',
    },
  });
  expect(details.status()).toBe(201);
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, the Claim Status letter is written from the claim record: claim number, adjuster, dates`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await claimWithAdjuster(page, account);
    await signIn(page, account);
    await page.goto('/claim-status');
    await page.getByRole('button', { name: 'View claim: Maple Mutual, Basement Flood / Water Damage' }).click();
    const letter = page.getByRole('dialog', { name: 'Maple Mutual' }).getByRole('region', { name: 'Sample Claim Letter' });
    await expect(letter).toContainText(`To: ${ADJUSTER_EMAIL}`);
    await expect(letter).toContainText('Subject: Request to keep claim MM-2026-00417 open for 60 days (policy HO-448812)');
    await expect(letter).toContainText('Dear Sam Lee,');
    await expect(letter).toContainText('claim number MM-2026-00417, under policy number HO-448812 with Maple Mutual');
    await expect(letter).toContainText('for the incident of January 3, 2026 in Toronto, Canada.');
    await expect(letter).toContainText(/I reported it on [A-Z][a-z]+ \d{1,2}, \d{4}\./);
    await expect(letter).toContainText(/60 days from the date of this letter, until [A-Z][a-z]+ \d{1,2}, \d{4},/);
    await expect(letter).not.toContainText('Claims Department');
    const open = letter.getByRole('link', { name: 'Open in e-mail' });
    const href = new URL((await open.getAttribute('href'))!);
    expect(href.pathname).toBe(ADJUSTER_EMAIL);
    expect(href.searchParams.get('subject')).toBe('Request to keep claim MM-2026-00417 open for 60 days (policy HO-448812)');
    expect(href.searchParams.get('body')).toMatch(/^Dear Sam Lee,\r\n/);
    await expectNoSeriousAxeViolations(page);
  });

  test(`on a ${label}, "Open in e-mail" addresses the adjuster the claim record names`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page, { fullName: 'Ana Ruiz' });
    await claimWithAdjuster(page, account);
    await signIn(page, account);
    await page.goto('/chats');
    const box = page.getByPlaceholder('Ask your AI assistant anything about your claim…');
    await box.fill('Please draft a letter to my insurer asking for an update on the status of my claim.');
    await box.press('Enter');
    const open = page.getByRole('link', { name: 'Open in e-mail' });
    await expect(open).toBeVisible({ timeout: 60_000 });
    // The draft names no recipient of its own: the address comes from the record.
    await expect(page.locator('[data-sender=bot]').last()).not.toContainText('To:');
    expect(await open.getAttribute('href')).toMatch(new RegExp(`^mailto:${ADJUSTER_EMAIL.replace(/\./g, '\\.')}\\?subject=`));
    await expectNoSeriousAxeViolations(page);
  });
}
