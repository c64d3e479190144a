import { readFileSync } from 'node:fs';
import { FRENCH_DEADLINE_WORDS } from '@benji/shared/deadline-words/fr-CA';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { apiAuth } from '../support/claims-api';
import { createAccount, expect, signIn, test } from '../support/fixtures';

// Issue 26: a claim's deadlines, and the dashboard's, name each rule in the reader's language:
// its title and citation from @benji/shared's table of that language (Québec's law by its French
// name), while the server still sends them in English with the rule's id.

type Catalogue = Record<string, Record<string, string>>;
const catalogue = (locale: string, namespace: string): Catalogue =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/i18n/catalogues/${locale}/${namespace}.json`, import.meta.url), 'utf8')) as Catalogue;

const RULE = 'ca-qc-pay-or-reject';
const WORDS = { 'fr-CA': FRENCH_DEADLINE_WORDS, 'es-US': SPANISH_DEADLINE_WORDS } as const;

/** The date `days` days before today on this machine's calendar. */
/**
 * How many days ago the notice went in so that art. 2473's 60 days end on a weekday that is no
 * holiday: a last day moved off a weekend is counted in a sentence the page keeps in English, and
 * this test reads the translated one. Without it the test failed on the days whose 60th fell on a Sunday.
 */
function noticeDaysAgo(): number {
  for (let days = 10; ; days += 1) {
    const due = new Date();
    due.setDate(due.getDate() - days + 60);
    const isNewYear = due.getMonth() === 0 && due.getDate() <= 2;
    if (due.getDay() !== 0 && due.getDay() !== 6 && !isNewYear) return days;
  }
}

function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

for (const locale of ['fr-CA', 'es-US'] as const) {
  test.describe(`in ${locale}`, () => {
    test.use({ locale, viewport: { width: 1280, height: 900 } });

    test('a Québec claim’s deadlines tab and the dashboard name the rule in the language', async ({ page }) => {
      const rule = WORDS[locale].rules[RULE]!;
      const account = await createAccount(page, { fullName: 'Ana Ruiz' });
      const headers = await apiAuth(page, account);
      const claim = await page.request.post('/api/my-claims/', {
        headers,
        multipart: {
          type_of_claim: 'Basement Flood / Water Damage',
          description: 'Un dégât d’eau au sous-sol.',
          date_of_incident: daysAgo(12),
          country_of_incident: 'Canada',
          region: 'QC',
          city_of_incident: 'Laval',
          insurance_company_name: 'Mutuelle du Fleuve',
          policy_number: 'MF-2026-7',
        },
      });
      expect(claim.status()).toBe(201);
      const claimId = (await claim.json()).claim.id as number;
      const notice = await page.request.post(`/api/my-claims/${claimId}/diary/`, {
        headers,
        data: {
          occurred_on: daysAgo(noticeDaysAgo()),
          kind: 'notice_given',
          direction: 'to_insurer',
          channel: 'email',
          summary: 'Déclaration envoyée.',
        },
      });
      expect(notice.status(), await notice.text()).toBe(201);

      await signIn(page, account, catalogue(locale, 'common').nav!.dashboard);
      const dashboard = catalogue(locale, 'dashboard');
      const next = page.getByRole('region', { name: dashboard.deadlines!.title });
      await expect(next.getByText(rule.title, { exact: true })).toBeVisible();
      await expect(next.getByText(rule.citation)).toBeVisible();

      await page.goto('/claim-status');
      await page.locator('tbody button').click();
      const dialog = page.getByRole('dialog');
      const claims = catalogue(locale, 'claims');
      await dialog.getByRole('tab', { name: claims.detail!.deadlines }).click();
      const insurerSide = dialog.getByRole('region', { name: claims.deadlines!.insurerSide });
      await expect(insurerSide.getByText(rule.title, { exact: true })).toBeVisible();
      // How it was counted, from the rule's trigger in the language.
      await expect(insurerSide.getByText(rule.triggerPhrase, { exact: false })).toBeVisible();
      await expect(dialog.getByText(rule.citation, { exact: true })).toBeVisible();
      await expect(dialog.getByText(claims.deadlines!.disclaimerLong!)).toBeVisible();
      await expect(dialog.getByText(WORDS[locale].disclaimer, { exact: true })).toBeVisible();
      await expect(page.getByText('Pay or reject the claim')).toHaveCount(0);
      await expect(page.getByText('Civil Code of Québec, art. 2473')).toHaveCount(0);
    });
  });
}
