import { chromium } from '@playwright/test';
const base = 'http://localhost:3400';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'] });
for (const [name, width, height] of [['desk', 1280, 800], ['phone', 390, 844]] as const) {
  const page = await browser.newPage({ viewport: { width, height } });
  const errors: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  await page.goto(`${base}/login`);
  await page.getByLabel(/^email/i).fill('demo@benji.app');
  await page.getByLabel(/^password/i).fill('BenjiDemo2026!');
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  await page.goto(`${base}/settings`);
  await page.getByRole('tab', { name: 'Reminders' }).click();
  await page.getByRole('checkbox', { name: 'A weekly digest' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/reminders-${name}.png`, fullPage: true });
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await page.getByRole('textbox', { name: 'Calendar address' }).waitFor();
  await page.screenshot({ path: `/tmp/shots/calendar-${name}.png`, fullPage: true });
  await page.goto(`${base}/claim-status`);
  await page.getByRole('button', { name: /^View claim/ }).first().click();
  await page.getByRole('dialog').getByRole('tab', { name: 'Deadlines' }).click();
  await page.getByRole('region', { name: 'What the insurer must do' }).waitFor();
  await page.waitForTimeout(500);
  await page.screenshot({ path: `/tmp/shots/status-${name}.png` });
  console.log(name, 'console errors:', errors);
  await page.close();
}
await browser.close();
