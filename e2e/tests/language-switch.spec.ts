import type { Page } from '@playwright/test';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

const LANGUAGES = [
  {
    option: 'Français',
    code: 'fr',
    lang: 'fr-CA',
    label: 'Langue',
    home: 'Vos réclamations d’assurance, en plus simple',
    faq: 'Questions fréquentes',
    login: 'Bon retour parmi nous',
  },
  {
    option: 'Español',
    code: 'es',
    lang: 'es-US',
    label: 'Idioma',
    home: 'Presentar reclamos de seguro ahora es más fácil',
    faq: 'Preguntas frecuentes',
    login: 'Qué bueno verle de nuevo',
  },
] as const;

/** The live page, once it has replaced the copy rendered at build time (which is English). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}px`, () => {
    test.use({ viewport });

    for (const language of LANGUAGES) {
      test(`the landing and sign-in pages switch to ${language.option} and stay in it`, async ({ page }) => {
        await open(page, '/home');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        // The lower sections, whose messages load with their code, are in English before the switch.
        await page.locator('footer').scrollIntoViewIfNeeded();
        await expect(page.getByRole('heading', { level: 2, name: 'Frequently asked questions' })).toBeAttached();
        await page.getByLabel('Language').selectOption(language.code);

        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.home);
        await expect(page.getByRole('heading', { level: 2, name: language.faq, exact: true })).toBeAttached();
        // The switch is labelled in the language it now shows.
        await expect(page.getByLabel(language.label)).toHaveValue(language.code);
        await expectNoSeriousAxeViolations(page);

        // The choice is the user's: it holds on the next page and after a reload.
        await open(page, '/login');
        await expect(page.locator('html')).toHaveAttribute('lang', language.lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.login);
        await page.reload();
        await expect(page.locator('#prerendered')).toHaveCount(0);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(language.login);
        await expectNoSeriousAxeViolations(page);

        await page.getByLabel(language.label).selectOption('en');
        await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');
      });
    }
  });
}

test.describe('a first visit', () => {
  test.use({ locale: 'fr-CA' });

  test("opens in the browser's language when none was chosen", async ({ page }) => {
    await open(page, '/login');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-CA');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
    await expect(page.getByRole('button', { name: 'Se connecter', exact: true })).toBeVisible();
  });
});
