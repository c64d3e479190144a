import type { Page } from '@playwright/test';
import { FAQ, HOW_IT_WORKS, SMART_TOOLS, TESTIMONIALS } from '@benji/shared';
import { expect, expectNoSeriousAxeViolations, test } from '../support/fixtures';

/**
 * /home arrives rendered at build time; a click lands only once the live page has replaced that
 * copy (a tap before then does nothing, as on any server-rendered page before its script runs).
 */
async function openLanding(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('#prerendered')).toHaveCount(0);
}

/** The testimonial cards on screen: the carousel's slides. */
const slides = (page: Page) => page.getByRole('group').filter({ has: page.locator('figcaption') });

test('the landing page shows every section with its strings', async ({ page }) => {
  await openLanding(page, '/home');
  const nav = page.getByRole('navigation', { name: 'Sections' });
  for (const label of ['Home', 'Features', 'Pricing', 'Contact', 'FAQ'])
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log In' }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign Up' })).toBeVisible();

  await expect(page.getByRole('heading', { level: 1, name: 'Filing Insurance Claims Just Got Smarter' })).toBeVisible();
  await expect(page.getByText('10,000+ claims')).toBeVisible();
  await expect(page.getByText('4.9/5 rating')).toBeVisible();

  for (const step of HOW_IT_WORKS) await expect(page.getByRole('heading', { name: step.title })).toBeVisible();
  for (const tool of SMART_TOOLS) await expect(page.getByRole('heading', { name: tool.title })).toBeVisible();
  // Plans are for signed-in users (spec 2.4): a visitor is invited to sign in.
  await expect(page.getByText('Sign in to see plans and prices')).toBeVisible();

  await nav.getByRole('link', { name: 'FAQ', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeInViewport();
  await expect(page.getByRole('button', { name: FAQ[0]?.question })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What policyholders say' })).toBeAttached();
  await expect(page.getByLabel('First Name')).toBeAttached();
  await expect(page.getByLabel('Message (optional)')).toBeAttached();

  const footer = page.getByRole('contentinfo');
  await expect(footer.getByRole('link', { name: 'Create Account/Signup' })).toHaveAttribute('href', '/register');
  await expect(footer.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/teams-and-conditions');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy-policy');
});

test('header links scroll smoothly to their sections, and a phone gets a menu', async ({ page }) => {
  await openLanding(page, '/home');
  await page.getByRole('navigation', { name: 'Sections' }).getByRole('link', { name: 'Features' }).click();
  await expect(page.getByRole('heading', { name: 'Five smart tools for your claim' })).toBeInViewport();
  await expect(page).toHaveURL(/#features$/);

  await page.setViewportSize({ width: 390, height: 844 });
  await openLanding(page, '/home');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.locator('#landing-menu').getByRole('link', { name: 'Contact' }).click();
  await expect(page.locator('#landing-menu')).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Talk to a person' })).toBeInViewport();
});

test('the testimonial carousel shows three at a time and wraps both ways; one on a phone', async ({ page }) => {
  await openLanding(page, '/home#testimonials');
  const carousel = page.getByRole('region', { name: 'Testimonials' });
  await expect(slides(page)).toHaveCount(3);
  await expect(slides(page).first()).toContainText(TESTIMONIALS[0]?.name ?? '');

  await carousel.getByRole('button', { name: 'Previous testimonial' }).click();
  await expect(slides(page).first()).toContainText(TESTIMONIALS[9]?.name ?? '');
  await expect(slides(page).nth(1)).toContainText(TESTIMONIALS[0]?.name ?? '');
  await expect(carousel.getByRole('button', { name: 'Show testimonial 10' })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await carousel.getByRole('button', { name: 'Next testimonial' }).click();
  await expect(slides(page).first()).toContainText(TESTIMONIALS[1]?.name ?? '');

  await carousel.getByRole('button', { name: 'Show testimonial 9' }).click();
  await expect(slides(page).nth(2)).toContainText(TESTIMONIALS[0]?.name ?? '');

  await page.setViewportSize({ width: 390, height: 844 });
  await expect(slides(page)).toHaveCount(1);
});

test('the FAQ opens one answer at a time in a list that scrolls past 600px', async ({ page }) => {
  await openLanding(page, '/home#faq');
  const list = page.getByTestId('faq-list');
  await expect(list.getByRole('button')).toHaveCount(20);
  const box = await list.evaluate((element) => ({ client: element.clientHeight, scroll: element.scrollHeight }));
  expect(box.client).toBeLessThanOrEqual(600);
  expect(box.scroll).toBeGreaterThan(box.client);

  const first = list.getByRole('button', { name: FAQ[0]?.question });
  const second = list.getByRole('button', { name: FAQ[1]?.question });
  await first.click();
  await expect(first).toHaveAttribute('aria-expanded', 'true');
  await expect(list.getByText(FAQ[0]?.answer ?? '')).toBeVisible();
  await second.click();
  await expect(second).toHaveAttribute('aria-expanded', 'true');
  await expect(first).toHaveAttribute('aria-expanded', 'false');
  await expect(list.getByText(FAQ[0]?.answer ?? '')).toBeHidden();
});

test('the contact form thanks the sender, and shows the server message when it fails', async ({ page }) => {
  await openLanding(page, '/home#contact');
  await page.getByLabel('First Name').fill('Maya');
  await page.getByLabel('Last Name').fill('Chen');
  await page.getByLabel('Country').selectOption('Canada');
  await page.getByLabel('Email').fill('maya.chen@example.com');
  await page.getByLabel('Message (optional)').fill('Can Benji help me answer a request for a proof of loss?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for contacting us! We will get back to you soon.')).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveValue('');

  // No field is required on the form (spec 5): the server refuses a message without an e-mail to answer.
  await page.getByLabel('Message (optional)').fill('No address this time.');
  await page.getByRole('button', { name: 'Send Message' }).click();
  // The server's word on the e-mail goes under that field, and nothing typed is lost.
  const email = page.getByLabel('Email');
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Enter a valid email address.')).toBeVisible();
  await expect(page.getByLabel('Message (optional)')).toHaveValue('No address this time.');
  await email.fill('maya@example.com');
  await expect(page.getByText('Enter a valid email address.')).toBeHidden();
});

test('the legal pages show the seeded privacy policy and terms of use', async ({ page }) => {
  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How long we keep it' })).toBeVisible();
  await expect(page.getByText(/Last updated:/)).toBeVisible();
  await expectNoSeriousAxeViolations(page);

  await page.goto('/teams-and-conditions');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();
  await expect(page.getByText('Nothing is ever charged automatically after the trial.')).toBeVisible();
  await expect(page.getByText('Benji does not give legal advice.')).toBeVisible();
});

for (const path of ['/home', '/login', '/signup']) {
  test(`axe finds no serious violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    if (path === '/home') {
      // Bring in the deferred sections too, so the scan covers the whole page.
      await openLanding(page, '/home#faq');
      await expect(page.getByRole('heading', { name: 'Frequently asked questions' })).toBeVisible();
    }
    await expectNoSeriousAxeViolations(page);
  });
}

test('the landing page is there before any script runs, and the live page takes its place', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/home');
  await expect(still.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(still.getByRole('heading', { name: 'Five smart tools for your claim' })).toBeVisible();
  await noScript.close();

  await openLanding(page, '/home');
  // One copy of the page, not two: ids stay unique once the build-time copy is gone.
  await expect(page.locator('#features')).toHaveCount(1);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
});

test('the sign-in page is there before any script runs, its fields waiting for the live page', async ({ browser, page }) => {
  const noScript = await browser.newContext({ javaScriptEnabled: false });
  const still = await noScript.newPage();
  await still.goto('/login');
  await expect(still.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  // Typed into before the app is in, a field would be lost at the swap, and the form would submit natively.
  await expect(still.getByLabel(/^email/i)).toBeDisabled();
  await expect(still.getByRole('button', { name: /^sign in$/i })).toBeDisabled();
  await noScript.close();

  await page.goto('/login');
  await expect(page.getByLabel(/^email/i)).toBeEnabled();
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toHaveCount(1);
  await expect(page.locator('#prerendered')).toHaveCount(0);
});
