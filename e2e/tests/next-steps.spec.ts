import type { Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

// Next steps the user can tap (issue 23 item 5): the claim's state offers them above the composer,
// and a vague message is answered with a question whose choices are a tap away.

/** The user's own date `days` ago, as the diary takes it. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

/** A roof claim with the insurer's $12,150 offer in its diary, made through the API. */
async function claimWithOffer(page: Page, account: Account): Promise<void> {
  const login = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  const headers = { Authorization: `Bearer ${(await login.json()).access}` };
  const claim = await page.request.post('/api/my-claims/', {
    headers,
    multipart: {
      type_of_claim: 'Roof Damage / Storm',
      description: 'Hail broke the skylight and rain soaked the kitchen.',
      date_of_incident: daysAgo(40),
      country_of_incident: 'Canada',
      city_of_incident: 'Calgary',
      insurance_company_name: 'Prairie General',
    },
  });
  expect(claim.status()).toBe(201);
  const claimId = (await claim.json()).claim.id as number;
  for (const event of [
    { occurred_on: daysAgo(35), kind: 'notice_given', direction: 'to_insurer', summary: 'Reported the hail damage.' },
    { occurred_on: daysAgo(5), kind: 'offer_received', direction: 'from_insurer', summary: 'The adjuster offered $12,150 for the roof.' },
  ]) {
    const response = await page.request.post(`/api/my-claims/${claimId}/diary/`, { headers, data: { channel: 'email', ...event } });
    expect(response.status(), await response.text()).toBe(201);
  }
}

const replies = (page: Page) => page.locator('[data-sender=bot]');

test('a next step names the offer and a tap answers it; a vague message gets choices, and a tap answers that', async ({ page }) => {
  const account = await createAccount(page);
  await claimWithOffer(page, account);
  await signIn(page, account);
  await page.goto('/chats');

  const steps = page.getByRole('group', { name: 'Suggested next steps' });
  const dispute = steps.getByRole('button', { name: /Dispute the \$12,150 offer/ });
  await expect(dispute).toBeVisible({ timeout: 20_000 });
  await expectNoSeriousAxeViolations(page);

  // Only the greeting so far; the tap sends the chip's message and the reply is about that offer.
  const before = await replies(page).count();
  // (That the chips step aside while the reply is on its way is a unit test's: here the offline
  // reply can be back before a check could see them gone.)
  await dispute.click();
  await expect(replies(page)).toHaveCount(before + 1, { timeout: 30_000 });
  await expect(page.locator('[data-sender=user]').last()).toContainText('12,150');
  await expect(replies(page).last()).toContainText('$12,150');
  // Asked again once the reply is in.
  await expect(steps.getByRole('button').first()).toBeVisible();

  // A vague message: the reply asks which job is meant, and offers them; the next steps wait meanwhile.
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  await composer.fill('money?');
  await composer.press('Enter');
  await expect(replies(page)).toHaveCount(before + 2, { timeout: 30_000 });
  const choices = page.getByRole('group', { name: 'Choose what you need' });
  await expect(choices).toHaveCount(1);
  await expect(choices.getByRole('button').first()).toBeVisible();
  await expect(steps).toBeHidden();
  await expectNoSeriousAxeViolations(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(choices.getByRole('button').first()).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  // The tap is sent as the user's message (not 'money?' again), and the job is done, not asked about again.
  await choices.getByRole('button').first().click();
  await expect(choices).toHaveCount(0);
  await expect(page.locator('[data-sender=user]').last()).not.toHaveText(/money\?/);
  await expect(replies(page)).toHaveCount(before + 3, { timeout: 30_000 });
  await expect(replies(page).last()).not.toBeEmpty();
  await expect(choices).toHaveCount(0);

  // On a phone the next steps keep to one line, which scrolls sideways, and the page does not widen.
  await expect(steps.getByRole('button').first()).toBeVisible();
  const rows = await steps.getByRole('button').evaluateAll((chips) => new Set(chips.map((chip) => chip.getBoundingClientRect().top)).size);
  expect(rows).toBe(1);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoSeriousAxeViolations(page);
});
