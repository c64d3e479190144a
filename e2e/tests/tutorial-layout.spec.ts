import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, signIn, test, type Account } from '../support/fixtures';

// The tutorial player's layout: captions clear of the controls, the poster clear of the controls on
// a phone, and the video details' terms whole.

let account: Account | undefined;

async function openVideoPage(page: Page): Promise<Locator> {
  account ??= await createAccount(page);
  await signIn(page, account);
  await page.goto('/vedio');
  const player = page.getByRole('region', { name: 'Video player: Getting started with Benji' });
  await expect.poll(() => player.locator('video').evaluate((video: HTMLVideoElement) => video.duration)).toBeGreaterThan(30);
  return player;
}

const box = async (locator: Locator) => (await locator.boundingBox())!;

test('at 1280 px the captions sit above the control bar, and "Format" stays on one line', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const player = await openVideoPage(page);

  // One line box for the word: at this width it used to break as "Form / at".
  const lines = await page.locator('dt', { hasText: 'Format' }).evaluate((term) => {
    const range = document.createRange();
    range.selectNodeContents(term);
    return new Set(Array.from(range.getClientRects(), (rect) => Math.round(rect.top))).size;
  });
  expect(lines).toBe(1);

  // Seconds 3.7 to 8.5 of the recording carry the second caption.
  await player.locator('video').evaluate((video: HTMLVideoElement) => (video.currentTime = 5));
  const caption = player.getByTestId('player-caption');
  await expect(caption).toHaveText('Benji helps you prepare, submit and follow your property or auto insurance claim.');
  await expect(player.getByTestId('player-controls')).toBeVisible();
  const captionBox = await box(caption);
  const seek = await box(player.getByRole('slider', { name: 'Seek' }));
  expect(captionBox.y + captionBox.height).toBeLessThanOrEqual(seek.y);
  // The browser's own rendering is off, or the caption would show twice.
  expect(await player.locator('video').evaluate((video: HTMLVideoElement) => video.textTracks[0]?.mode)).toBe('hidden');
});

test('on a 390 px phone the controls sit under the picture, clear of the poster', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const player = await openVideoPage(page);
  const picture = await box(player.locator('video'));
  const seek = await box(player.getByRole('slider', { name: 'Seek' }));
  expect(seek.y).toBeGreaterThanOrEqual(picture.y + picture.height);
  const region = await box(player);
  expect(region.x + region.width).toBeLessThanOrEqual(390);
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
});
