import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

let account: Account | undefined;
/** One account for this file's tests: sign-ups are limited to 10 an hour from one address. */
async function signInShared(page: Page): Promise<Account> {
  account ??= await createAccount(page);
  await signIn(page, account);
  return account;
}

const cardTitles = (page: Page) => page.getByRole('article').getByRole('heading');
const summary = (page: Page) => page.getByText(/^Showing \d+–\d+ of \d+ templates?$/);
const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

/** A claim submitted through the real API, as the dashboard's form would. */
async function submitClaim(page: Page, account: Account) {
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  const { access } = (await login.json()) as { access: string };
  const response = await page.request.post('/api/my-claims/', {
    headers: { authorization: `Bearer ${access}` },
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
  expect(response.status()).toBe(201);
  // The chat page's claim details for the same policy: where the adjuster and the claim number live.
  const details = await page.request.post('/api/chat/upload/', {
    headers: { authorization: `Bearer ${access}` },
    multipart: {
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-448812',
      adjuster_name: 'Sam Lee',
      adjuster_phone_number: '416-555-0123 ext. 4',
      adjuster_email: 'sam.lee@maplemutual.example',
      add_claim_number: 'MM-2026-00417',
    },
  });
  expect(details.status()).toBe(201);
}

test('search, filter and page through the 20 templates', async ({ page }) => {
  await signInShared(page);
  await page.goto('/template-store');
  await expect(page.getByRole('heading', { level: 1, name: 'Smart Template Store' })).toBeVisible();
  await expect(cardTitles(page)).toHaveCount(4);
  await expect(summary(page)).toHaveText('Showing 1–4 of 20 templates');

  const pager = page.getByRole('navigation', { name: 'Template pages' });
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  await expect(pager.getByRole('button', { name: 'First page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'Page 3' }).click();
  await expect(summary(page)).toHaveText('Showing 9–12 of 20 templates');
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['2', '3', '4']);
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(summary(page)).toHaveText('Showing 17–20 of 20 templates');
  await expect(cardTitles(page)).toHaveText([
    'Request for Full Policy Document',
    'Request for Declaration Page',
    'Request for Explanation of Denial Code',
    'Third-Party Authorization Request',
  ]);
  await expect(pager.getByRole('button', { name: 'Last page' })).toBeDisabled();
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(cardTitles(page).first()).toHaveText('Initial Claim Submission Letter');

  const category = page.getByRole('combobox', { name: 'Category' });
  await expect(category.locator('option')).toHaveText(['Sort by: All', 'Submission', 'Follow-Up', 'Negotiation', 'Closure', 'Policy']);
  await category.selectOption('Closure');
  await expect(cardTitles(page)).toHaveText(['Confirmation of Payout', 'Dispute Final Denial', 'Request for Claim Closure Letter']);
  await expect(pager).toBeHidden();

  await category.selectOption('All');
  const search = page.getByRole('searchbox', { name: 'Search templates' });
  await search.fill('supervisor');
  await expect(cardTitles(page)).toHaveText(['Escalation to Supervisor']);
  // The search reads the letters' text too, not only their titles.
  await search.fill('declarations page endorsements');
  await expect(cardTitles(page).first()).toBeVisible();
  await search.fill('zebra crossing');
  await expect(page.getByText('No templates found matching your search.')).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(0);
});

test('view, edit, save and copy a template', async ({ page }) => {
  await signInShared(page);
  await page.goto('/template-store');
  await page.getByRole('searchbox', { name: 'Search templates' }).fill('status check');
  await page.getByRole('button', { name: 'View Status Check-In' }).click();

  const dialog = page.getByRole('dialog', { name: 'Status Check-In' });
  await expect(dialog.getByTestId('letter-subject')).toHaveText('Status Update Request - Claim [Claim Number]');
  await dialog.getByRole('button', { name: 'Edit' }).click();
  await dialog.getByLabel('Subject').fill('Claim MM-2026-00417: status update, please');
  await dialog.getByLabel('Body').press('ControlOrMeta+End');
  await dialog.getByLabel('Body').pressSequentially('\nP.S. I am available every weekday morning.');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('heading', { name: 'Template saved successfully!' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Template saved successfully!' })).toBeHidden();

  await expect(dialog.getByTestId('letter-subject')).toHaveText('Claim MM-2026-00417: status update, please');
  await expect(dialog.getByTestId('letter-body')).toContainText('P.S. I am available every weekday morning.');

  await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /^Copied\. Fill in \d+ placeholders before you send it: / })).toBeVisible();
  const copied = await clipboard(page);
  expect(copied.startsWith('Subject: Claim MM-2026-00417: status update, please\n\n')).toBe(true);
  expect(copied).toContain('P.S. I am available every weekday morning.');

  // Edits are local to this page: the card says so, and the original can come back.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('article').getByText('Edited')).toBeVisible();
  await page.getByRole('button', { name: 'View Status Check-In' }).click();
  await dialog.getByRole('button', { name: 'Restore original' }).click();
  await expect(dialog.getByTestId('letter-subject')).toHaveText('Status Update Request - Claim [Claim Number]');
});

test('fill with my claim fills the claim number and what else Benji knows, and leaves the rest marked', async ({ page }) => {
  account ??= await createAccount(page);
  await submitClaim(page, account);
  await signInShared(page);
  await page.goto('/template-store?template=status-check-in');

  const dialog = page.getByRole('dialog', { name: 'Status Check-In' });
  const body = dialog.getByTestId('letter-body');
  // The letter opens filled from the user's claim; the picker names it.
  await expect(dialog.getByRole('combobox', { name: 'Fill with my claim' }).locator('option:checked')).toHaveText(
    'Maple Mutual · Basement Flood / Water Damage · January 3, 2026',
  );

  await expect(body).toContainText('Policy Number: HO-448812');
  await expect(body).toContainText('Date of Loss: January 3, 2026');
  await expect(body).toContainText('Maple Mutual');
  await expect(body).toContainText(account.fullName);
  await expect(body).not.toContainText('[Policy Number]');
  await expect(body).not.toContainText('[Insurance Company]');
  await expect(body.locator('[data-filled="Policy Number"]')).toHaveText('HO-448812');
  await expect(dialog.getByTestId('letter-subject')).toHaveText('Status Update Request - Claim MM-2026-00417');
  await expect(body).toContainText('Claim Number: MM-2026-00417');
  await expect(body).toContainText('Dear Sam Lee,');
  // What Benji cannot know stays bracketed and marked: this account gave no phone number.
  await expect(body.locator('mark')).toHaveText(['[Date of Last Contact]', '[Your Phone]']);
  await expect(dialog.getByTestId('fill-summary')).toContainText('2 placeholders to fill in');

  await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Fill in 2 placeholders before you send it: [Date of Last Contact], [Your Phone].' }),
  ).toBeVisible();
  const copied = await clipboard(page);
  expect(copied).toContain('Policy Number: HO-448812');
  expect(copied).toContain('Claim Number: MM-2026-00417');
  expect(copied).toContain('[Date of Last Contact]');

  // 'My details only' fills the user and the date, and leaves the claim's details marked.
  await dialog.getByRole('combobox', { name: 'Fill with my claim' }).selectOption('My details only');
  await expect(body.locator('mark', { hasText: '[Claim Number]' }).first()).toBeVisible();
  await expect(body).toContainText(account.fullName);
  await dialog
    .getByRole('combobox', { name: 'Fill with my claim' })
    .selectOption({ label: 'Maple Mutual · Basement Flood / Water Damage · January 3, 2026' });

  // The same choice fills the letters copied from their cards.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Copy Initial Claim Submission Letter' }).click();
  await expect.poll(() => clipboard(page)).toContain('Subject: Notice of Loss and Claim - Policy HO-448812 - Loss of January 3, 2026');
});

test('the template store and its dialog pass an accessibility scan', async ({ page }) => {
  await signInShared(page);
  await page.goto('/template-store');
  await expect(page.getByRole('article')).toHaveCount(4);
  await expectNoSeriousAxeViolations(page);
  await page.getByRole('button', { name: 'View Initial Claim Submission Letter' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
