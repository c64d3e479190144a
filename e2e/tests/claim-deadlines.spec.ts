import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

/** The date `days` days before today on this machine's calendar, as the browser's date inputs take it. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function createTexasClaim(page: Page, email: string, password: string) {
  const login = await page.request.post('/api/login/', { data: { email, password } });
  const { access } = await login.json();
  const response = await page.request.post('/api/my-claims/', {
    headers: { Authorization: `Bearer ${access}` },
    multipart: {
      type_of_claim: 'Roof Damage / Storm',
      description: 'Hail tore shingles off the roof and water came into the attic.',
      date_of_incident: daysAgo(70),
      country_of_incident: 'United States',
      region: 'TX',
      city_of_incident: 'Houston',
      insurance_company_name: 'Lone Star Mutual',
      policy_number: 'LSM-4410',
    },
  });
  expect(response.status()).toBe(201);
}

interface DiaryEntry {
  date: string;
  kind: string;
  direction?: string;
  channel?: string;
  summary: string;
  items?: string;
}

async function addEvent(dialog: Locator, entry: DiaryEntry) {
  // The form clears once the previous entry is saved; the next one starts on a clear form.
  await expect(dialog.getByLabel('Summary')).toHaveValue('');
  await dialog.getByLabel('Date', { exact: true }).fill(entry.date);
  await dialog.getByLabel('What happened').selectOption({ label: entry.kind });
  if (entry.direction) await dialog.getByLabel('Direction').selectOption({ label: entry.direction });
  if (entry.channel) await dialog.getByLabel('Channel').selectOption({ label: entry.channel });
  await dialog.getByLabel('Summary').fill(entry.summary);
  if (entry.items) await dialog.getByLabel('Documents (one per line)').fill(entry.items);
  await dialog.getByRole('button', { name: 'Add to diary' }).click();
  await expect(dialog.getByText(entry.summary, { exact: true })).toBeVisible();
}

test('keep a Texas claim’s diary; §542.056 runs once everything asked for is sent, and a late insurer gets a letter', async ({
  page,
  context,
}) => {
  const account = await createAccount(page, { fullName: 'Ana Ruiz' });
  await createTexasClaim(page, account.email, account.password);
  await signIn(page, account);
  await page.goto('/claim-status');
  await page.getByRole('button', { name: 'View claim: Lone Star Mutual, Roof Damage / Storm' }).click();
  const dialog = page.getByRole('dialog', { name: 'Lone Star Mutual' });
  await dialog.getByRole('tab', { name: 'Diary' }).click();

  await addEvent(dialog, {
    date: daysAgo(65),
    kind: 'Claim reported to the insurer',
    channel: 'Online portal',
    summary: 'Reported the hail damage on the portal.',
  });
  await addEvent(dialog, {
    date: daysAgo(60),
    kind: 'Documents requested',
    direction: 'From the insurer',
    channel: 'E-mail',
    summary: 'The adjuster asked for photos and the roofer’s estimate.',
    items: 'Photos of the roof\nRoofer estimate',
  });
  const youOwe = dialog.getByRole('region', { name: 'You still owe the insurer' });
  await expect(youOwe.getByText('Photos of the roof')).toBeVisible();
  await expect(youOwe.getByText('Roofer estimate')).toBeVisible();

  await addEvent(dialog, {
    date: daysAgo(50),
    kind: 'Documents requested',
    direction: 'From the insurer',
    channel: 'Letter',
    summary: 'A second letter asking for the estimate again.',
    items: 'roofer ESTIMATE',
  });
  await expect(dialog.getByText(/Repeat request: asked for before on/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // Nothing has been sent yet, so the insurer's 15 business days have not started.
  await dialog.getByRole('tab', { name: 'Deadlines' }).click();
  await expect(dialog.getByText('General information, not legal advice.').first()).toBeVisible();
  // Any word from the insurer met §542.055 (acknowledge within 15 days): it is folded away with the met ones.
  const insurerSide = dialog.getByRole('region', { name: 'What the insurer must do' });
  await insurerSide.getByText('Already met (1)').click();
  await expect(insurerSide.getByText('Texas Insurance Code §542.055', { exact: true })).toBeVisible();
  await expect(dialog.getByText('Texas Insurance Code §542.056', { exact: true })).toHaveCount(0);

  await dialog.getByRole('tab', { name: 'Diary' }).click();
  await addEvent(dialog, {
    date: daysAgo(1),
    kind: 'Documents sent',
    direction: 'To the insurer',
    channel: 'E-mail',
    summary: 'Sent the photos and the estimate.',
    items: 'Photos of the roof\nRoofer estimate',
  });
  await expect(youOwe.getByText('Nothing open on your side.')).toBeVisible();

  await dialog.getByRole('tab', { name: 'Deadlines' }).click();
  const decision = dialog.getByRole('listitem').filter({ hasText: 'Texas Insurance Code §542.056' });
  await expect(decision).toContainText('Accept or reject the claim in writing');
  await expect(decision).toContainText('15 business days');
  await expect(decision).toContainText('Open');
  await expect(decision.getByRole('button', { name: 'Copy letter' })).toHaveCount(0);

  // Recorded as sent 40 days ago instead: the 15 business days have run out.
  await dialog.getByRole('tab', { name: 'Diary' }).click();
  await dialog.getByRole('button', { name: /^Delete diary event: Documents sent/ }).click();
  await expect(dialog.getByText('Sent the photos and the estimate.')).toBeHidden();
  await addEvent(dialog, {
    date: daysAgo(40),
    kind: 'Documents sent',
    direction: 'To the insurer',
    channel: 'E-mail',
    summary: 'Sent everything they asked for.',
    items: 'Photos of the roof\nRoofer estimate',
  });
  await dialog.getByRole('tab', { name: 'Deadlines' }).click();
  await expect(decision).toContainText('Overdue');
  await expect(decision).toContainText('Ready letter: the insurer is late');
  await expect(decision).toContainText('Under Texas Insurance Code §542.056, an insurer must accept or reject a claim in writing');
  await expectNoSeriousAxeViolations(page);

  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await decision.getByRole('button', { name: 'Copy letter' }).click();
  const letter = await page.evaluate(() => navigator.clipboard.readText());
  expect(letter).toMatch(/^Subject: Claim \[Claim Number\]: accept or reject the claim in writing was due on \d{4}-\d{2}-\d{2}/);
  expect(letter).toContain('Lone Star Mutual');
  expect(letter).toContain('policy number LSM-4410; insured Ana Ruiz');
  expect(letter).toContain('Please accept or reject my claim in writing without further delay.');

  await dialog.getByRole('button', { name: 'Close' }).last().click();
  await page.goto('/');
  const next = page.getByRole('region', { name: 'Next deadlines' });
  await expect(next.getByText('Accept or reject the claim in writing')).toBeVisible();
  await expect(next.getByText(/^Overdue /).first()).toBeVisible();
  await expect(next.getByText('General information, not legal advice.')).toBeVisible();
});
