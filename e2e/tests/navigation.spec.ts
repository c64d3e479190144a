import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

/** Follows a sidebar link, through the menu on a phone. */
async function followSidebarLink(page: Page, name: string, phone: boolean) {
  if (phone) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name }).click();
  } else {
    await page.getByRole('complementary').getByRole('link', { name }).click();
  }
}

async function submitClaimThroughApi(page: Page, account: Account) {
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
}

for (const [label, width, height] of [
  ['phone', 390, 844],
  ['desktop', 1280, 800],
] as const) {
  test(`on a ${label}, a new page opens at its top and Back returns to where the last one was scrolled`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await signIn(page, account);
    await followSidebarLink(page, 'Claim Tips & Tricks', label === 'phone');
    await expect(page.getByRole('heading', { level: 1, name: 'Claim Tips & Tricks' })).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);

    await followSidebarLink(page, 'How to use', label === 'phone');
    await page.waitForURL('**/vedio');
    await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeInViewport();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousAxeViolations(page);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Claim Tips & Tricks' })).toBeAttached();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  });

  test(`on a ${label}, a returning user's dashboard leads with their claims and deadlines; the form is behind New claim`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height });
    const account = await createAccount(page);
    await submitClaimThroughApi(page, account);
    await signIn(page, account);

    const claims = page.getByRole('region', { name: 'Your claims' });
    await expect(claims).toBeInViewport();
    await expect(claims).toContainText('Maple Mutual');
    await expect(page.getByRole('region', { name: 'Next deadlines' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Submit Your Claim Info' });
    await expect(form).toHaveCount(0);
    await expectNoSeriousAxeViolations(page);

    await page.getByRole('button', { name: 'New claim' }).click();
    await expect(form).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Submit Your Claim Info' })).toBeFocused();
    await expect(form.getByLabel('Type of claim')).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  });
}

test('a new user with no claims meets the new-claim form first', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount(page);
  await signIn(page, account);
  await expect(page.getByRole('region', { name: 'Submit Your Claim Info' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New claim' })).toHaveCount(0);
});
