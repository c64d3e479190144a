import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';
import { fillCarTheftClaim } from '../support/dashboard-claim';

/** The smallest file the server takes for a PDF: header, one object, trailer, %%EOF. */
const TINY_PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n', 'latin1');

async function accessToken(request: APIRequestContext, account: Account): Promise<string> {
  const response = await request.post('/api/login/', { data: { email: account.email, password: account.password } });
  expect(response.status()).toBe(200);
  return (await response.json()).access as string;
}

/** 19 more claims through the API, oldest first: insurers 01–19, three Paid, two Rejected, one Draft. */
async function createMoreClaims(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const statuses: Record<number, string> = { 2: 'Paid', 5: 'Paid', 9: 'Paid', 11: 'Rejected', 14: 'Rejected', 17: 'Draft' };
  for (let n = 1; n <= 19; n += 1) {
    const number = String(n).padStart(2, '0');
    const response = await request.post('/api/my-claims/', {
      headers,
      multipart: {
        type_of_claim: n % 2 ? 'Basement Flood / Water Damage' : 'Collision (Accident)',
        description: `Claim number ${number} of the paging test.`,
        date_of_incident: '2026-01-15',
        country_of_incident: 'Canada',
        city_of_incident: 'Ottawa',
        insurance_company_name: `Insurer ${number}`,
        policy_number: `POL-${number}`,
      },
    });
    expect(response.status()).toBe(201);
    const status = statuses[n];
    if (status) {
      const { claim } = await response.json();
      expect((await request.patch(`/api/my-claims/${claim.id}/`, { headers, data: { status } })).status()).toBe(200);
    }
  }
}

const rows = (page: Page) => page.locator('tbody tr');

test('submit a claim from the dashboard, find it in Claim Status, and copy its letter', async ({ page, context }) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await signIn(page, account);
  await expect(page.getByRole('heading', { name: 'Submit Your Claim Info' })).toBeVisible();
  await expect(page.getByText('No claims yet.')).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  const submit = page.getByRole('button', { name: 'Submit Claim' });
  await submit.click();
  for (const message of [
    'Type of claim is required',
    'Please describe what happened',
    'Date of incident is required',
    'Country of incident is required',
    'City of incident is required',
  ])
    await expect(page.getByText(message, { exact: true })).toBeVisible();

  await fillCarTheftClaim(page);
  await page.locator('input[type=file]').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
  await expect(page.getByText('Only PDF files are allowed')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'policy.pdf', mimeType: 'application/pdf', buffer: TINY_PDF });
  await expect(page.getByText('policy.pdf')).toBeVisible();
  await submit.click();
  await page.waitForURL('**/chats');

  await createMoreClaims(page.request, await accessToken(page.request, account));
  await page.goto('/claim-status');
  await expect(page.getByRole('heading', { name: 'Claim Status' })).toBeVisible();
  await expect(rows(page)).toHaveCount(8);
  await expectNoSeriousAxeViolations(page);

  // 20 claims, newest first: the dashboard's claim is the oldest, on the last of 3 pages.
  const pager = page.getByRole('navigation', { name: 'Claim pages' });
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2', '3']);
  await expect(rows(page).first()).toContainText('Insurer 19');
  await pager.getByRole('button', { name: 'Page 2' }).click();
  await expect(rows(page).first()).toContainText('Insurer 11');
  await pager.getByRole('button', { name: 'Last page' }).click();
  await expect(rows(page)).toHaveCount(4);
  await expect(rows(page).last()).toContainText('State Farm');
  await expect(pager.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('button', { name: 'First page' }).click();
  await expect(rows(page).first()).toContainText('Insurer 19');

  const search = page.getByPlaceholder('Search by company, policy ID, or claim type');
  await search.fill('sf-2024');
  await expect(rows(page)).toHaveCount(1);
  await search.fill('car theft');
  await expect(rows(page)).toHaveCount(1);
  await search.fill('collision');
  await expect(rows(page)).toHaveCount(8);
  await expect(pager.getByRole('button', { name: /^Page \d$/ })).toHaveText(['1', '2']);
  await search.fill('no such insurer');
  await expect(page.getByText('No claims found matching your criteria.')).toBeVisible();
  await search.fill('');

  const status = page.getByLabel('Status', { exact: true });
  await status.selectOption('Paid');
  await expect(rows(page)).toHaveCount(3);
  await status.selectOption('Draft');
  await expect(rows(page)).toHaveCount(1);
  await expect(rows(page)).toContainText('Insurer 17');
  await status.selectOption('All');

  await search.fill('State Farm');
  await page.getByRole('button', { name: 'View claim: State Farm, Car Theft' }).click();
  const dialog = page.getByRole('dialog', { name: 'State Farm' });
  await expect(dialog).toBeVisible();
  for (const text of [
    'SF-2024-77',
    'APD-991',
    'Austin, United States',
    'Jan 10, 2026',
    'My car was stolen from the driveway overnight.',
    'policy.pdf',
  ])
    await expect(dialog.getByText(text, { exact: false }).first()).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Sample Claim Letter' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await dialog.getByRole('button', { name: 'Copy Letter' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const letter = await page.evaluate(() => navigator.clipboard.readText());
  expect(letter).toContain('Dear State Farm Claims Department,');
  expect(letter).toContain('Please keep the claim open for 60 days');
  expect(letter).toContain('policy number SF-2024-77');
  expect(letter).toContain('Ana Ruiz');
  await page.evaluate(() => navigator.clipboard.writeText(''));
  await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(letter);

  await dialog.getByLabel('Change status').selectOption('Paid');
  await dialog.getByRole('button', { name: 'Save status' }).click();
  await expect(page.getByText('Claim updated successfully.')).toBeVisible();
  await expect(dialog.getByText('Paid', { exact: true }).first()).toBeVisible();

  await dialog.getByRole('button', { name: 'Delete claim' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this claim?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Delete claim' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Claim deleted successfully.')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('No claims found matching your criteria.')).toBeVisible();
  // The page is usable again: the dialogs left nothing inert behind.
  await search.fill('');
  await expect(rows(page)).toHaveCount(8);
});

test('a new account sees the empty Claim Status page, and the tutorial opens from the dashboard', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await page.getByRole('button', { name: 'Watch the tutorial' }).click();
  const tutorial = page.getByRole('dialog', { name: 'Getting Started Tutorial' });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Close' }).first().click();
  await expect(tutorial).toBeHidden();

  await page.goto('/claim-status');
  await expect(page.getByText('No claims found. Submit your first claim to get started.')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Claim pages' })).toHaveCount(0);
});

test("the policy document downloads from the claim dialog with the user's token", async ({ page }) => {
  const account = await createAccount(page);
  const token = await accessToken(page.request, account);
  const created = await page.request.post('/api/my-claims/', {
    headers: { Authorization: `Bearer ${token}` },
    multipart: {
      type_of_claim: 'House Fire',
      description: 'Kitchen fire.',
      date_of_incident: '2026-02-01',
      country_of_incident: 'United States',
      city_of_incident: 'Austin',
      insurance_company_name: 'Lone Star Mutual',
      policy_document: { name: 'home-policy.pdf', mimeType: 'application/pdf', buffer: TINY_PDF },
    },
  });
  expect(created.status()).toBe(201);
  // Without the token the file is refused: the button below must send it.
  const { claim } = await created.json();
  expect((await page.request.get(claim.policy_document)).status()).toBe(401);

  await signIn(page, account);
  await page.goto('/claim-status');
  await page.getByRole('button', { name: 'View claim: Lone Star Mutual, House Fire' }).click();
  const dialog = page.getByRole('dialog');
  const downloadStarted = page.waitForEvent('download');
  await dialog.getByRole('button', { name: /home-policy\.pdf/ }).click();
  const download = await downloadStarted;
  expect(download.suggestedFilename()).toBe('home-policy.pdf');
  expect(await readFile(await download.path())).toEqual(TINY_PDF);
});

test('status badges keep their word whole on the dashboard and in Claim Status, on a desktop, a tablet and a phone', async ({ page }) => {
  const account = await createAccount(page);
  const token = await accessToken(page.request, account);
  const headers = { Authorization: `Bearer ${token}` };
  for (const status of ['Active', 'Draft', 'Paid', 'Rejected']) {
    const response = await page.request.post('/api/my-claims/', {
      headers,
      data: {
        type_of_claim: 'House Fire',
        description: `A ${status} claim.`,
        date_of_incident: '2026-01-15',
        country_of_incident: 'Canada',
        city_of_incident: 'Ottawa',
        insurance_company_name: 'Intact Insurance',
      },
    });
    const { claim } = await response.json();
    if (status !== 'Active')
      expect((await page.request.patch(`/api/my-claims/${claim.id}/`, { headers, data: { status } })).status()).toBe(200);
  }
  await signIn(page, account);
  // The lines each element's text takes: one box a line.
  const textLines = (elements: Locator) =>
    elements.evaluateAll((found) =>
      found.map((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return new Set(Array.from(range.getClientRects(), (box) => Math.round(box.top))).size;
      }),
    );
  const badges = (scope: Locator) => scope.locator('span', { hasText: /^(Active|Draft|Paid|Rejected)$/ });
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const summary = page.getByRole('region', { name: 'Your claims' });
    await expect(summary.getByText('Rejected').first()).toBeVisible();
    expect(await textLines(badges(summary)), `dashboard at ${width} px`).toEqual(Array(7).fill(1));
    await page.goto('/claim-status');
    await expect(rows(page)).toHaveCount(4);
    expect(await textLines(badges(page.locator('table'))), `Claim Status at ${width} px`).toEqual([1, 1, 1, 1]);
    const header = page.getByRole('columnheader', { name: 'Action' });
    expect(await textLines(header), `the Action header at ${width} px`).toEqual([1]);
  }
});
