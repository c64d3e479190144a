import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

let account: Account | undefined;
/** One account for this file's tests: sign-ups are limited to 10 an hour from one address. */
async function signInShared(page: Page): Promise<Account> {
  account ??= await createAccount(page);
  await signIn(page, account);
  return account;
}

const video = (page: Page) => page.locator('video');
const media = <T>(page: Page, read: (element: HTMLVideoElement) => T) => video(page).evaluate(read);
const currentTime = (page: Page) => media(page, (element) => element.currentTime);

async function openVideoPage(page: Page): Promise<Locator> {
  await signInShared(page);
  await page.goto('/vedio');
  const player = page.getByRole('region', { name: 'Video player: Getting started with Benji' });
  await expect(player).toBeVisible();
  // The shipped recording is about a minute long; its length is known once the metadata has loaded.
  await expect.poll(() => media(page, (element) => element.duration)).toBeGreaterThan(30);
  return player;
}

test('the tutorial page describes the video', async ({ page }) => {
  await openVideoPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'How to use' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'About this video' })).toBeVisible();
  await expect(page.getByRole('heading', { name: "What you'll learn" })).toBeVisible();
  const details = page.locator('dl').first();
  await expect(details.getByText('Category')).toBeVisible();
  await expect(details.getByText('Tutorial', { exact: true })).toBeVisible();
  await expect(details.getByText('Beginner', { exact: true })).toBeVisible();
  await expect(video(page)).toHaveAttribute('src', '/media/benji-tutorial.mp4');
  await expect(video(page).locator('track[kind=captions][srclang=en]')).toHaveAttribute('src', '/media/benji-tutorial.vtt');
});

test('play, pause, skip 15 s, seek, set the volume and mute', async ({ page }) => {
  const player = await openVideoPage(page);
  await player.getByRole('button', { name: 'Play' }).click();
  await expect.poll(() => currentTime(page)).toBeGreaterThan(0.5);
  // On a loaded machine the poll can outlast the 3 s after which the playing video hides its
  // controls: a user moves the mouse to reach Pause, and so does the test.
  await page.mouse.move(0, 0);
  await player.hover();
  await player.getByRole('button', { name: 'Pause' }).click();
  await expect.poll(() => media(page, (element) => element.paused)).toBe(true);

  const start = await currentTime(page);
  await player.getByRole('button', { name: 'Forward 15 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(start + 15, 1);
  await player.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBeCloseTo(start, 1);
  await player.getByRole('button', { name: 'Back 15 seconds' }).click();
  await expect.poll(() => currentTime(page)).toBe(0);

  // A click on the seek bar jumps to that point of the video.
  const duration = await media(page, (element) => element.duration);
  const bar = player.getByRole('slider', { name: 'Seek' });
  const box = (await bar.boundingBox())!;
  await bar.click({ position: { x: box.width * 0.75, y: box.height / 2 } });
  await expect.poll(() => currentTime(page)).toBeGreaterThan(duration * 0.73);
  expect(await currentTime(page)).toBeLessThan(duration * 0.77);
  await expect(player.getByTestId('player-time')).toContainText(' / ');

  await player.getByRole('slider', { name: 'Volume' }).fill('0.3');
  await expect.poll(() => media(page, (element) => element.volume)).toBeCloseTo(0.3, 5);
  await expect(player.getByRole('slider', { name: 'Volume' })).toHaveAttribute('step', '0.1');
  await player.getByRole('button', { name: 'Mute' }).click();
  await expect.poll(() => media(page, (element) => element.muted)).toBe(true);
  await player.getByRole('button', { name: 'Unmute' }).click();
  await expect.poll(() => media(page, (element) => element.muted)).toBe(false);
});

test('the keyboard drives the player: space, arrows, m and f', async ({ page }) => {
  const player = await openVideoPage(page);
  await player.focus();
  await page.keyboard.press(' ');
  await expect.poll(() => media(page, (element) => element.paused)).toBe(false);
  await page.keyboard.press(' ');
  await expect.poll(() => media(page, (element) => element.paused)).toBe(true);

  const start = await currentTime(page);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => currentTime(page)).toBeCloseTo(start + 15, 1);
  await page.keyboard.press('ArrowLeft');
  await expect.poll(() => currentTime(page)).toBeCloseTo(start, 1);
  await page.keyboard.press('ArrowDown');
  await expect.poll(() => media(page, (element) => element.volume)).toBeCloseTo(0.9, 5);
  await page.keyboard.press('m');
  await expect.poll(() => media(page, (element) => element.muted)).toBe(true);

  await page.keyboard.press('f');
  await expect
    .poll(() => page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label') ?? null))
    .toBe('Video player: Getting started with Benji');
  await page.keyboard.press('f');
  await expect.poll(() => page.evaluate(() => document.fullscreenElement)).toBeNull();
});

test('the controls hide after 3 s without mouse movement while playing', async ({ page }) => {
  const player = await openVideoPage(page);
  const controls = player.getByTestId('player-controls');
  await player.getByRole('button', { name: 'Play' }).click();
  await page.mouse.move(200, 200);
  await player.hover();
  const moved = Date.now();
  await expect(controls).toBeVisible();
  await expect(controls).toBeHidden({ timeout: 10_000 });
  // Never before the 3 s have passed (the clock started at the last movement, a moment before `moved`).
  expect(Date.now() - moved).toBeGreaterThanOrEqual(2500);

  await page.mouse.move(300, 300);
  await player.hover({ position: { x: 40, y: 40 } });
  await expect(controls).toBeVisible();
  await player.getByRole('button', { name: 'Pause' }).click();
});

test('the video is served by the app, under 5 MB, as the configured default', async ({ page }) => {
  const config = await page.request.get('/api/config/');
  expect((await config.json()).tutorial_video_url).toBe('/media/benji-tutorial.mp4');
  const response = await page.request.get('/media/benji-tutorial.mp4');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('video/mp4');
  expect((await response.body()).length).toBeLessThan(5 * 1024 * 1024);
});

test('the tutorial page passes an accessibility scan', async ({ page }) => {
  await openVideoPage(page);
  await expectNoSeriousAxeViolations(page);
});
