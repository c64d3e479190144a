// npm run bench:inventory-render — issue 25's other figure: a 2,000-item contents inventory renders
// without jank. The real server on the embedded database serves the built web app; a user imports
// 2,000 items through the API, then Debian's Chromium opens the inventory page at phone and desktop
// widths and the page is scrolled from the first item to the last, a screen at a time, at the
// screen's rate. Prints: time until the first rows show, rows in the DOM (the list is windowed),
// long tasks (over 50 ms) while loading and while scrolling, and frame intervals while scrolling.
// Not a test: nothing here fails a build (a test never depends on timing).
import { cpus } from 'node:os';
import { INVENTORY_CATEGORY_TABLE, INVENTORY_CONDITIONS, INVENTORY_IMPORT_FIELD, inventoryPaths } from '@benji/shared';
import { chromium, type Page } from 'playwright';
import { startLocalServer } from '../../scripts/local-app.mjs';
import { buildWeb } from '../web/server.mjs';

const ITEMS = 2_000;
const ROOMS = ['Kitchen', 'Living room', 'Bedroom 1', 'Bedroom 2', 'Basement', 'Garage', 'Office', 'Dining room'];
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
const CHROMIUM_FLAGS = ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

const percentile = (values: readonly number[], share: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(share * sorted.length))] ?? 0;
};

async function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A user with one claim holding ITEMS items, imported the way a user imports a spreadsheet. */
async function seed(base: string) {
  const account = { email: `render-bench-${Date.now()}@example.com`, password: 'correct-horse-1' };
  await postJson(`${base}/api/register/`, { ...account, full_name: 'Ana Ruiz', address: '12 Elm Street, Toronto, ON' });
  const { access } = (await postJson(`${base}/api/login/`, account)) as { access: string };
  const auth = { Authorization: `Bearer ${access}` };
  const claimForm = new FormData();
  for (const [field, value] of Object.entries({
    type_of_claim: 'House Fire',
    description: 'A kitchen fire spread to the dining room.',
    date_of_incident: '2026-10-01',
    country_of_incident: 'Canada',
    city_of_incident: 'Calgary',
    insurance_company_name: 'Prairie Mutual',
  }))
    claimForm.append(field, value);
  const claim = await fetch(`${base}/api/my-claims/`, { method: 'POST', headers: auth, body: claimForm });
  if (claim.status !== 201) throw new Error(`filing the claim answered ${claim.status}`);
  const claimId = ((await claim.json()) as { claim: { id: number } }).claim.id;

  const rows = Array.from({ length: ITEMS }, (_, i) => {
    const category = INVENTORY_CATEGORY_TABLE[i % INVENTORY_CATEGORY_TABLE.length]!.label;
    const condition = INVENTORY_CONDITIONS[i % INVENTORY_CONDITIONS.length]!;
    const price = (1 + ((i * 7919) % 250_000) / 100).toFixed(2);
    return `${ROOMS[i % ROOMS.length]},"Item ${i + 1}, as listed","${category}",${1 + (i % 4)},${i % 15},${price},${condition}`;
  });
  const sheet = ['Room,Description,Category,Quantity,Age (years),Replacement cost,Condition', ...rows].join('\r\n');
  const importForm = new FormData();
  importForm.append(INVENTORY_IMPORT_FIELD, new Blob([sheet], { type: 'text/csv' }), 'contents.csv');
  const imported = await fetch(`${base}${inventoryPaths.import(claimId)}`, { method: 'POST', headers: auth, body: importForm });
  if (!imported.ok) throw new Error(`the import answered ${imported.status}: ${await imported.text()}`);
  return { account, claimId };
}

/**
 * Long tasks and frame intervals, recorded in the page from before its first script runs. Plain
 * JavaScript in a string: a function passed from here would arrive with the helpers tsx adds to it.
 */
const RECORD_IN_PAGE = `
  const record = { longTasks: [], frames: [], framing: false };
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push({ start: entry.startTime, duration: entry.duration });
  }).observe({ type: 'longtask', buffered: true });
  let last = 0;
  const onFrame = (now) => {
    if (record.framing && last > 0) record.frames.push(now - last);
    last = now;
    requestAnimationFrame(onFrame);
  };
  requestAnimationFrame(onFrame);
  window.benchRecord = record;
`;

/** Scrolls the list a screen per frame to its end, recording frames meanwhile; answers the screens scrolled. */
const SCROLL_TO_THE_END = `(async () => {
  const box = document.querySelector('[data-bench-scroller]');
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  window.benchRecord.framing = true;
  let count = 0;
  while (box.scrollTop + box.clientHeight < box.scrollHeight - 1) {
    box.scrollTop += box.clientHeight;
    count += 1;
    await frame();
  }
  await frame();
  window.benchRecord.framing = false;
  return count;
})()`;

type Recorded = { longTasks: { start: number; duration: number }[]; frames: number[] };
const recorded = (page: Page) => page.evaluate<Recorded>('window.benchRecord');

async function measure(page: Page, base: string, claimId: number) {
  const started = Date.now();
  await page.goto(`${base}/claim-status/${claimId}/inventory`);
  const scroller = page.getByRole('rowgroup', { name: /scroll/i });
  await page
    .getByRole('row', { name: /Item 1, as listed/ })
    .first()
    .waitFor();
  const firstRowsMs = Date.now() - started;
  const rowsInDom = await scroller.getByRole('row').count();
  const scrollStartedAt = await page.evaluate<number>('performance.now()');
  // A screen at a time, one step per frame, from the first item to the last.
  await scroller.evaluate((box) => box.setAttribute('data-bench-scroller', ''));
  const steps = await page.evaluate<number>(SCROLL_TO_THE_END);
  await page
    .getByRole('row', { name: new RegExp(`Item ${ITEMS}, as listed`) })
    .first()
    .waitFor();
  const { longTasks, frames } = await recorded(page);
  const whileLoading = longTasks.filter((task) => task.start < scrollStartedAt);
  const whileScrolling = longTasks.filter((task) => task.start >= scrollStartedAt);
  return { firstRowsMs, rowsInDom, steps, whileLoading, whileScrolling, frames };
}

console.log(`Benji inventory render benchmark — ${ITEMS} items, Chromium, Node ${process.version}, ${cpus().length} cores`);
const web = buildWeb();
const server = await startLocalServer({ dist: web.dist, stdio: 'ignore' });
const browser = await chromium.launch({ executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium', args: CHROMIUM_FLAGS });
try {
  const { account, claimId } = await seed(server.url);
  for (const viewport of VIEWPORTS) {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height } });
    const page = await context.newPage();
    const login = await page.request.post(`${server.url}/api/login/`, { data: account });
    if (login.status() !== 200) throw new Error(`sign-in answered ${login.status()}`);
    await page.addInitScript({
      content: `localStorage.setItem('benji.preferences', JSON.stringify({ version: 1, chosenClaimId: null, hadSession: true }));`,
    });
    await page.addInitScript({ content: RECORD_IN_PAGE });
    const result = await measure(page, server.url, claimId);
    const longest = (tasks: readonly { duration: number }[]) => Math.round(Math.max(0, ...tasks.map((task) => task.duration)));
    console.log(
      `\n${viewport.name} (${viewport.width}×${viewport.height})\n` +
        `  first rows shown        ${result.firstRowsMs} ms after navigation (page, scripts, sign-in refresh and the list)\n` +
        `  rows in the DOM         ${result.rowsInDom} of ${ITEMS}\n` +
        `  long tasks loading      ${result.whileLoading.length} (longest ${longest(result.whileLoading)} ms)\n` +
        `  scrolled                ${result.steps} screens, one per frame\n` +
        `  long tasks scrolling    ${result.whileScrolling.length} (longest ${longest(result.whileScrolling)} ms)\n` +
        `  frame interval          median ${percentile(result.frames, 0.5).toFixed(1)} ms, p95 ${percentile(result.frames, 0.95).toFixed(1)} ms, max ${Math.max(...result.frames).toFixed(1)} ms over ${result.frames.length} frames`,
    );
    await context.close();
  }
  console.log('\nJank: a frame over 50 ms, or any long task while scrolling. Headless Chromium without a GPU draws in software.');
} finally {
  await browser.close();
  await server.stop();
  web.cleanup();
}
