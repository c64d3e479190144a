// npm run bench:web — for /home and /login: the gzipped JavaScript the page loads before any
// interaction, and Lighthouse's performance and accessibility scores (mobile, its default, and
// desktop), measured in Debian's Chromium against the real server. Budgets: JS under 150 kB
// gzipped (kB = 1000 bytes, as Vite counts), performance and accessibility at least 95.
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { startLocalServer } from '../../scripts/local-app.mjs';
import { buildWeb } from './server.mjs';

const PAGES = ['/home', '/login'];
const BUDGET = { jsKb: 150, performance: 95, accessibility: 95 };
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Every script the page requested while Lighthouse loaded it, gzipped the way a server would send it. */
async function gzippedScripts(lhr) {
  const items = lhr.audits['network-requests']?.details?.items ?? [];
  const urls = [...new Set(items.filter((item) => item.resourceType === 'Script').map((item) => item.url))];
  let total = 0;
  const files = [];
  for (const url of urls) {
    const size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer()), { level: 9 }).length;
    files.push(`${new URL(url).pathname.split('/').pop()} ${(size / 1000).toFixed(1)}`);
    total += size;
  }
  if (process.argv.includes('--files')) console.log(`  ${files.join(', ')}`);
  return { count: urls.length, kb: total / 1000 };
}

/** One Lighthouse run; a run that could not record its trace (it happens on a cold browser) is tried again. */
async function audit(url, port, config, attempts = 3) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] };
  const { lhr } = await lighthouse(url, flags, config);
  if (!lhr.runtimeError) return lhr;
  if (attempts > 1) return audit(url, port, config, attempts - 1);
  console.error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  return lhr;
}

/** `--details`: each mobile metric with its score, the LCP element and its phases, and what blocks rendering. */
function printDetails(lhr) {
  for (const id of [
    'first-contentful-paint',
    'largest-contentful-paint',
    'speed-index',
    'total-blocking-time',
    'cumulative-layout-shift',
  ]) {
    const audit = lhr.audits[id];
    console.log(`    ${id.padEnd(26)} ${String(audit?.displayValue).padEnd(10)} score ${audit?.score}`);
  }
  const element = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  if (element) console.log(`    LCP element: ${element.snippet?.slice(0, 120)}`);
  const phases = lhr.audits['largest-contentful-paint-element']?.details?.items?.[1]?.items ?? [];
  for (const phase of phases) console.log(`      ${phase.phase}: ${Math.round(phase.timing)} ms`);
  for (const item of lhr.audits['render-blocking-resources']?.details?.items ?? [])
    console.log(`    render-blocking: ${item.url} (${Math.round(item.wastedMs)} ms)`);
  // What blocks the main thread: each long task (simulated at mobile speed) and the scripts' own time.
  for (const task of lhr.audits['long-tasks']?.details?.items ?? [])
    console.log(`    long task at ${Math.round(task.startTime)} ms: ${Math.round(task.duration)} ms, ${shortUrl(task.url)}`);
  for (const script of (lhr.audits['bootup-time']?.details?.items ?? []).slice(0, 6))
    console.log(
      `    script ${shortUrl(script.url)}: ${Math.round(script.scripting)} ms running, ${Math.round(script.scriptParseCompile)} ms parsing`,
    );
}

const shortUrl = (url) => (url?.startsWith('http') ? new URL(url).pathname : String(url));

const score = (lhr, category) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
// The blocking time is printed beside the score: it is what moves the mobile score from run to run.
const blocking = (lhr) => lhr.audits['total-blocking-time']?.displayValue;
const mark = (ok) => (ok ? 'ok' : 'OVER BUDGET');

const { dist, cleanup } = buildWeb();
const server = await startLocalServer({ dist, stdio: ['ignore', 'ignore', 'inherit'] });
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
let failed = false;
try {
  for (const path of PAGES) {
    const url = `${server.url}${path}`;
    const mobile = await audit(url, chrome.port);
    const desktop = await audit(url, chrome.port, desktopConfig);
    const js = await gzippedScripts(mobile);
    const rows = [
      [`JS before interaction`, `${js.kb.toFixed(1)} kB gzipped in ${js.count} files`, js.kb < BUDGET.jsKb],
      [
        'performance (mobile)',
        `${score(mobile, 'performance')} (TBT ${blocking(mobile)})`,
        score(mobile, 'performance') >= BUDGET.performance,
      ],
      [
        'performance (desktop)',
        `${score(desktop, 'performance')} (TBT ${blocking(desktop)})`,
        score(desktop, 'performance') >= BUDGET.performance,
      ],
      ['accessibility', score(mobile, 'accessibility'), score(mobile, 'accessibility') >= BUDGET.accessibility],
    ];
    console.log(`\n${path}`);
    for (const [name, value, ok] of rows) {
      console.log(`  ${name.padEnd(24)} ${String(value).padEnd(32)} ${mark(ok)}`);
      failed ||= !ok;
    }
    console.log(`  ${'mobile LCP'.padEnd(24)} ${mobile.audits['largest-contentful-paint']?.displayValue}`);
    if (process.argv.includes('--details')) printDetails(mobile);
  }
} finally {
  await chrome.kill();
  await server.stop();
  cleanup();
}
console.log(failed ? '\nSome figures are over budget.' : '\nAll figures within budget.');
if (failed && process.argv.includes('--check')) process.exitCode = 1;
