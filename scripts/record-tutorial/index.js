// Records the tutorial video of /vedio and the dashboard's 'Getting Started Tutorial'.
//
//   node scripts/record-tutorial                  build the web app, start Benji, record
//   node scripts/record-tutorial --web-dist DIR   use a web build that already exists
//   node scripts/record-tutorial --url URL        record an app that is already running
//
// Needs Chromium (CHROME_PATH, default /usr/bin/chromium) and ffmpeg (apt-get install -y ffmpeg).
// Writes apps/web/public/media/benji-tutorial.{mp4,vtt} and benji-tutorial-poster.jpg.
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { startApp } from './app-server.js';
import { assemble } from './assemble.js';
import { samplePolicyPdf } from './sample-policy.js';
import { Recorder } from './stage.js';
import { ACCOUNT, CLAIM, STEPS } from './steps.js';

const MAX_BYTES = 5 * 1024 * 1024;
const media = new URL('../../apps/web/public/media/', import.meta.url).pathname;
const { values: options } = parseArgs({ options: { url: { type: 'string' }, 'web-dist': { type: 'string' } } });

const app = options.url
  ? { url: options.url.replace(/\/$/, ''), stop: async () => undefined }
  : await startApp({ webDist: options['web-dist'] });
const frames = mkdtempSync(join(tmpdir(), 'benji-frames-'));
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-sync',
    '--hide-scrollbars',
  ],
});

try {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 720 },
    permissions: ['clipboard-read', 'clipboard-write'],
    reducedMotion: 'reduce',
  });
  const page = await context.newPage();
  const slides = await context.newPage();
  const ctx = {
    page,
    slides,
    url: app.url,
    email: `ana.ruiz.${Date.now()}@example.com`,
    recorder: new Recorder(frames, app.url),
    policyPdf: await samplePolicyPdf({ insurer: CLAIM.insurer, policyNumber: CLAIM.policyNumber, holder: ACCOUNT.fullName }),
  };

  console.log(`Recording ${app.url}`);
  for (const step of STEPS) {
    // A page in the background gets no animation frames and no clipboard: toasts would never show.
    await page.bringToFront();
    if (step.available && !(await step.available(ctx))) {
      console.log(`  (skipped ${step.id}: that screen is not in this build yet)`);
      await step.otherwise?.(ctx);
      continue;
    }
    await step.run(ctx);
  }

  mkdirSync(media, { recursive: true });
  const { shots } = ctx.recorder;
  const result = assemble(shots, {
    video: join(media, 'benji-tutorial.mp4'),
    poster: join(media, 'benji-tutorial-poster.jpg'),
    captions: join(media, 'benji-tutorial.vtt'),
    posterFrame: shots[0].file,
  });
  console.log(
    `Wrote ${join(media, 'benji-tutorial.mp4')}: ${shots.length} stills, ${result.seconds.toFixed(1)} s, ${(result.bytes / 1024).toFixed(0)} KiB`,
  );
  if (result.bytes > MAX_BYTES)
    throw new Error(`The video is ${(result.bytes / 1048576).toFixed(1)} MiB; keep it under 5 MiB (fewer or shorter stills).`);
} finally {
  await browser.close();
  await app.stop();
  rmSync(frames, { recursive: true, force: true });
}
