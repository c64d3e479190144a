import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/**
 * /home and /login at an address per language (issue 26): each is served rendered in its language,
 * so a reader, a search engine or a link preview sees that language before any script runs.
 */
const PAGES = [
  { path: '/home', lang: 'en', title: 'Benji — your insurance claim assistant', heading: 'Filing Insurance Claims Just Got Smarter' },
  { path: '/login', lang: 'en', title: 'Sign in — Benji', heading: 'Welcome back' },
  {
    path: '/fr/home',
    lang: 'fr-CA',
    title: 'Benji — votre assistant pour vos réclamations d’assurance',
    heading: 'Vos réclamations d’assurance, en plus simple',
  },
  { path: '/fr/login', lang: 'fr-CA', title: 'Connexion — Benji', heading: 'Bon retour parmi nous' },
  {
    path: '/es/home',
    lang: 'es-US',
    title: 'Benji — su asistente para reclamos de seguro',
    heading: 'Presentar reclamos de seguro ahora es más fácil',
  },
  { path: '/es/login', lang: 'es-US', title: 'Iniciar sesión — Benji', heading: 'Qué bueno verle de nuevo' },
] as const;

/** The text of an element the served HTML holds once, by a pattern around it. */
const one = (html: string, pattern: RegExp) => {
  const matches = [...html.matchAll(new RegExp(pattern.source, 'g'))];
  expect(matches, `${pattern}`).toHaveLength(1);
  return matches[0]![1];
};

for (const { path, lang, title, heading } of PAGES) {
  test(`${path} is served in ${lang}, with its other languages linked, before any script runs`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();

    expect(one(html, /<html lang="([^"]*)">/)).toBe(lang);
    expect(one(html, /<title>([^<]*)<\/title>/)).toBe(title);
    expect(one(html, /<meta name="description" content="([^"]*)"/)).not.toBe('');
    const page = path.replace(/^\/(fr|es)/, '');
    const alternates = [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)" \/>/g)].map(([, hreflang, href]) => [
      hreflang,
      href,
    ]);
    expect(alternates).toEqual([
      ['en', page],
      ['fr-CA', `/fr${page}`],
      ['es-US', `/es${page}`],
      ['x-default', page],
    ]);
    const prerendered = one(html, /<div id="prerendered">([\s\S]*)<\/div><div id="root">/) ?? '';
    expect(one(prerendered, /<h1[^>]*>([^<]*)<\/h1>/)).toBe(heading);
  });
}

test('/es/home shows the landing page in Spanish, and the switch moves between the addresses', async ({ page }) => {
  await page.goto('/es/home');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Presentar reclamos de seguro ahora es más fácil');
  await expect(page).toHaveTitle('Benji — su asistente para reclamos de seguro');
  await expectNoSeriousAxeViolations(page);

  // The address chose the language: the next page is Spanish too.
  await page.goto('/login');
  await expect(page.locator('#prerendered')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Qué bueno verle de nuevo');

  await page.getByLabel('Idioma').selectOption('fr');
  await expect(page).toHaveURL(/\/fr\/login$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bon retour parmi nous');
  await expect(page).toHaveTitle('Connexion — Benji');
  await page.getByLabel('Langue').selectOption('en');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome back');

  // Back leaves the page; it does not walk back through its languages.
  await page.goBack();
  await expect(page).toHaveURL(/\/es\/home$/);
});
