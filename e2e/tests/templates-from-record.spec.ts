import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

const ADJUSTER_EMAIL = 'sam.lee@maplemutual.example';
const CLAIM_NUMBER = 'MM-2026-00417';

/**
 * A claim, its details (adjuster, claim number) and its diary through the real API: an offer from
 * the insurer, and a comparable's price that no offer slot may take.
 */
async function claimWithOffer(page: Page, account: Account) {
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
  const claimId = (await claim.json()).claim.id as number;
  const details = await page.request.post('/api/chat/upload/', {
    headers,
    multipart: {
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-448812',
      adjuster_name: 'Sam Lee',
      adjuster_phone_number: '4165550123',
      adjuster_email: ADJUSTER_EMAIL,
      add_claim_number: CLAIM_NUMBER,
    },
  });
  expect(details.status()).toBe(201);
  for (const event of [
    {
      occurred_on: '2026-02-20',
      kind: 'offer_received',
      direction: 'from_insurer',
      channel: 'email',
      summary: 'Settlement offer of $12,150.',
    },
    { occurred_on: '2026-02-22', kind: 'note', direction: null, channel: null, summary: 'Similar finished basements listed for $58,000.' },
  ]) {
    const response = await page.request.post(`/api/my-claims/${claimId}/diary/`, { headers, data: event });
    expect(response.status(), await response.text()).toBe(201);
  }
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, a template opens filled from the claim record, and Open in e-mail writes to the adjuster`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page, { fullName: 'Ana Ruiz' });
    await claimWithOffer(page, account);
    await signIn(page, account);
    await page.goto('/template-store');
    await page.getByRole('combobox', { name: 'Category' }).selectOption('Negotiation');
    await page.getByRole('button', { name: 'View Initial Offer Rejection' }).click();

    const dialog = page.getByRole('dialog', { name: 'Initial Offer Rejection' });
    await expect(dialog.getByRole('combobox', { name: 'Fill with my claim' })).toHaveValue(/^\d+$/);
    await expect(dialog.getByTestId('letter-subject')).toHaveText(`Response to Settlement Offer - Claim ${CLAIM_NUMBER}`);
    const body = dialog.getByTestId('letter-body');
    await expect(body).toContainText('Dear Sam Lee,');
    await expect(body).toContainText('Policy Number: HO-448812');
    await expect(body).toContainText('Date of Loss: January 3, 2026');
    await expect(body).toContainText('Thank you for your settlement offer of $12,150, dated February 20, 2026.');
    await expect(body.locator('[data-filled="Offer Amount"]')).toHaveText('$12,150');
    await expect(body).not.toContainText('$58,000');
    // What the record does not hold stays marked for the user to fill in.
    await expect(body.locator('mark')).toHaveText(['[Reasons for Disagreement]', '[List of Documents]', '[Your Phone]']);

    const open = dialog.getByRole('link', { name: 'Open in e-mail' });
    const href = await open.getAttribute('href');
    expect(href).toMatch(new RegExp(`^mailto:${ADJUSTER_EMAIL.replace(/\./g, '\\.')}\\?subject=`));
    const link = new URL(href!);
    expect(link.searchParams.get('subject')).toBe(`Response to Settlement Offer - Claim ${CLAIM_NUMBER}`);
    expect(link.searchParams.get('body')).toContain('Thank you for your settlement offer of $12,150');
    await expect(open).toBeVisible();

    await dialog.getByRole('button', { name: 'Copy to Clipboard' }).click();
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toContain(`Subject: Response to Settlement Offer - Claim ${CLAIM_NUMBER}`);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('Dear Sam Lee,');
    await expectNoSeriousAxeViolations(page);

    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('article')).toHaveCount(3);
    await expectNoSeriousAxeViolations(page);
  });
}
