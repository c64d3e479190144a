/* global document -- the functions passed to page.evaluate run in the browser */
// Draws on the page before each screenshot: the caption (drawn in the page, so Chromium's fonts
// render it, not ffmpeg's), a ring around what the step is about, and the title cards.
import { join } from 'node:path';

const OVERLAY_ID = 'benji-recording-overlay';

/** How long a caption stays on screen: time to read it, within 4 to 8 seconds. */
export function secondsFor(caption) {
  const words = caption.split(/\s+/).filter(Boolean).length;
  return Math.min(8, Math.max(4, 1.5 + words * 0.3));
}

async function drawOverlay(page, { caption, step, box }) {
  await page.evaluate(
    ({ id, caption, step, box }) => {
      document.getElementById(id)?.remove();
      const overlay = document.createElement('div');
      overlay.id = id;
      overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;font-family:Inter,system-ui,sans-serif';
      if (box) {
        const ring = document.createElement('div');
        ring.style.cssText = `position:fixed;left:${box.x - 6}px;top:${box.y - 6}px;width:${box.width + 12}px;height:${box.height + 12}px;border:3px solid #f59e0b;border-radius:14px;box-shadow:0 0 0 9999px rgba(15,23,42,0.18)`;
        overlay.append(ring);
      }
      const bar = document.createElement('div');
      bar.style.cssText =
        'position:fixed;left:50%;bottom:28px;transform:translateX(-50%);max-width:1000px;width:max-content;max-width:84vw;background:rgba(15,23,42,0.9);color:#fff;border-radius:18px;padding:14px 26px;box-shadow:0 12px 32px rgba(15,23,42,0.35)';
      if (step) {
        const label = document.createElement('div');
        label.textContent = step;
        label.style.cssText =
          'font-size:14px;font-weight:600;letter-spacing:0.06em;text-transform:uppercase;color:#93c5fd;margin-bottom:4px';
        bar.append(label);
      }
      const text = document.createElement('div');
      text.textContent = caption;
      text.style.cssText = 'font-size:24px;font-weight:600;line-height:1.35';
      bar.append(text);
      overlay.append(bar);
      document.body.append(overlay);
    },
    { id: OVERLAY_ID, caption, step, box },
  );
}

const clearOverlay = (page) => page.evaluate((id) => document.getElementById(id)?.remove(), OVERLAY_ID);

/** Collects the stills of the video, in order, with their captions and durations. */
export class Recorder {
  constructor(framesDir, baseUrl) {
    this.framesDir = framesDir;
    this.baseUrl = baseUrl;
    this.shots = [];
  }

  /**
   * A still of the page as it is now, with the caption; `highlight` rings a locator.
   * `step` is the small label above the caption, e.g. 'Template Store'.
   */
  async shot(page, caption, { highlight, step, seconds } = {}) {
    // Let entry transitions, toasts and lazy images settle before the picture is taken.
    await page.waitForLoadState('networkidle').catch(() => undefined);
    await page.waitForTimeout(600);
    const box = highlight ? await highlight.boundingBox() : null;
    await drawOverlay(page, { caption, step, box });
    await page.evaluate(() => document.fonts.load('600 24px Inter'));
    const file = join(this.framesDir, `${String(this.shots.length).padStart(3, '0')}.png`);
    await page.screenshot({ path: file });
    await clearOverlay(page);
    this.shots.push({ file, caption, seconds: seconds ?? secondsFor(caption) });
    console.log(`  ${this.shots.length}. ${caption}`);
  }

  /** A title card in the brand colours, drawn over a page of the app so it has the app's fonts. */
  async slide(page, { title, subtitle, caption, seconds = 4 }) {
    await page.bringToFront();
    await page.goto(`${this.baseUrl}/privacy-policy`);
    await page.evaluate(
      (html) => {
        document.body.innerHTML = html;
      },
      slideHtml(title, subtitle),
    );
    await page.evaluate(() => Promise.all(['700 60px Inter', '400 28px Inter'].map((font) => document.fonts.load(font))));
    const file = join(this.framesDir, `${String(this.shots.length).padStart(3, '0')}.png`);
    await page.screenshot({ path: file });
    this.shots.push({ file, caption: caption ?? `${title}. ${subtitle}`, seconds, slide: true });
    console.log(`  ${this.shots.length}. [${title}]`);
    return file;
  }
}

const escapeHtml = (text) => text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

function slideHtml(title, subtitle) {
  // The middle stays empty: the player draws its big play button there over the poster.
  return `<div style="position:fixed;inset:0;display:flex;flex-direction:column;align-items:center;justify-content:space-between;
    padding:100px 120px 190px;text-align:center;font-family:Inter,system-ui,sans-serif;color:#fff;
    background:radial-gradient(circle at 30% 20%,#1d4ed8,#172554 70%)">
  <div style="display:flex;align-items:center;gap:28px">
  <svg viewBox="0 0 64 64" width="96" height="96" aria-hidden="true"><rect width="64" height="64" rx="16" fill="#fff"/>
  <path d="M22 16h13a9 9 0 0 1 5.6 16A9.5 9.5 0 0 1 36 48H22z" fill="none" stroke="#1e3a8a" stroke-width="5" stroke-linejoin="round"/>
  <path d="M22 32h14" stroke="#1e3a8a" stroke-width="5"/></svg>
  <h1 style="margin:0;font-size:60px;font-weight:700;letter-spacing:-0.02em">${escapeHtml(title)}</h1></div>
  <p style="margin:0;max-width:900px;font-size:30px;line-height:1.4;color:#bfdbfe">${escapeHtml(subtitle)}</p></div>`;
}
