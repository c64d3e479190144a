import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx0 = await browser.newContext();
const req = ctx0.request;
const login = await (await req.post(base + '/api/login/', { data: { email: 'demo@benji.app', password: 'BenjiDemo2026!' } })).json();
const headers = { Authorization: `Bearer ${login.access}` };
const list = await (await req.get(base + '/api/my-claims/', { headers })).json();
if (list.length < 2) {
  await req.post(base + '/api/my-claims/', { headers, multipart: { type_of_claim: 'Car Theft', description: 'Stolen from the driveway.', date_of_incident: '2026-10-01', country_of_incident: 'Canada', city_of_incident: 'Calgary', insurance_company_name: 'Chinook Insurance', policy_number: 'CH-5521' } });
}
for (const [w, h, name] of [[1280, 800, 'desk'], [390, 844, 'phone']] as const) {
  const ctx = await browser.newContext({ viewport: { width: w, height: h } });
  const page = await ctx.newPage();
  page.on('console', (m) => { if (m.type() === 'error') console.log('console error', m.text()); });
  await page.goto(base + '/login');
  await page.getByLabel(/^email/i).fill('demo@benji.app');
  await page.getByLabel(/^password/i).fill('BenjiDemo2026!');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/$|home|dashboard/);
  await page.goto(base + '/chats');
  await page.waitForTimeout(2500);
  await page.screenshot({ path: `/tmp/shot-chat-${name}.png` });
  if (name === 'phone') {
    await page.getByRole('button', { name: 'Claim Details' }).click();
    await page.waitForTimeout(800);
    await page.screenshot({ path: `/tmp/shot-chat-${name}-drawer.png` });
    await page.keyboard.press('Escape');
  }
  await page.getByRole('button', { name: 'History' }).click();
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/shot-history-${name}.png` });
  await ctx.close();
}
await browser.close();
