import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { apiAuth, submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

const ITEMS = 20;
/** Item n costs $100.50 + n: the 20 together cost 20 × 100.50 + 210 = $2,220.00 new. */
const costOf = (n: number) => `${100 + n}.50`;

/** The figures the page should show, read from the API the page reads, written as the page writes them (Intl, CAD). */
async function expectedTotals(page: Page, account: Account, claimId: number) {
  const response = await page.request.get(`/api/my-claims/${claimId}/inventory/`, { headers: await apiAuth(page, account) });
  const { totals } = await response.json();
  const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD', currencyDisplay: 'narrowSymbol' });
  return {
    cents: totals.overall as { rcv_cents: number; depreciation_cents: number; acv_cents: number },
    rcv: money.format(totals.overall.rcv_cents / 100),
    acv: money.format(totals.overall.acv_cents / 100),
  };
}

/** Types one line the way a keyboard user does: Tab from cell to cell, Enter for the next line. */
async function typeLine(page: Page, n: number, last: boolean) {
  await expect(page.getByRole('textbox', { name: `Description, row ${n}` })).toBeFocused();
  await page.keyboard.type(`Dining chair ${n}`);
  await page.keyboard.press('Tab');
  // The line after the first carries its category; the select is chosen from the keyboard's focus.
  if (n === 1) await page.getByRole('combobox', { name: 'Category, row 1' }).selectOption('furniture');
  await page.keyboard.press('Tab');
  await page.keyboard.type(n % 2 ? 'IKEA' : '');
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await page.keyboard.type('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type(costOf(n));
  if (!last) await page.keyboard.press('Enter');
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a room of 20 items typed in the table, totalled, exported as XLSX, and a bad CSV refused whole', async ({ page }) => {
      test.setTimeout(180_000);
      const account = await createAccount(page);
      const claimId = await submitClaim(page, account, 'Prairie Mutual', 'Basement Flood / Water Damage');
      await signIn(page, account);

      await page.goto('/claim-status');
      await page.getByRole('link', { name: /^Contents inventory: Prairie Mutual/ }).click();
      await page.waitForURL(`**/claim-status/${claimId}/inventory`);
      await expect(page.getByRole('heading', { name: 'Contents Inventory', level: 1 })).toBeVisible();
      await expect(page.getByText('No items yet')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('textbox', { name: 'Room' }).fill('Dining room');
      await page.getByRole('textbox', { name: 'Description, row 1' }).focus();
      for (let n = 1; n <= ITEMS; n += 1) await typeLine(page, n, n === ITEMS);
      await page.getByRole('button', { name: `Save ${ITEMS} items` }).click();
      await expect(page.getByText(`${ITEMS} items added.`)).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save 0 items' })).toBeVisible();

      const expected = await expectedTotals(page, account, claimId);
      expect(expected.cents.rcv_cents).toBe(222_000);
      const totals = page.getByRole('region', { name: 'Totals' });
      await expect(totals.getByText(expected.rcv, { exact: true }).first()).toBeVisible();
      await expect(totals.getByText(expected.acv, { exact: true }).first()).toBeVisible();
      await expect(totals.getByRole('rowheader', { name: /Dining room/ })).toBeVisible();
      await expect(page.getByRole('table', { name: 'Items', exact: true })).toHaveAttribute('aria-rowcount', String(ITEMS + 1));
      await expectNoSeriousAxeViolations(page);

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export XLSX' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^contents-${claimId}-\\d{4}-\\d{2}-\\d{2}\\.xlsx$`));
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile(await download.path())) as unknown as ExcelJS.Buffer);
      const sheet = workbook.getWorksheet('Contents')!;
      expect(sheet.actualRowCount).toBe(ITEMS + 2);
      expect(sheet.getCell('C2').value).toBe('Dining chair 1');
      const totalRow = sheet.getRow(ITEMS + 2);
      expect(totalRow.getCell(1).value).toBe('Total');
      expect(Math.round(Number(totalRow.getCell(11).value) * 100)).toBe(expected.cents.rcv_cents);
      expect(Math.round(Number(totalRow.getCell(13).value) * 100)).toBe(expected.cents.acv_cents);

      const csv = [
        'Room,Description,Category,Age (years),Replacement cost',
        'Den,Lamp,Other,1,40',
        'Den,Canoe,Boats,2,900',
        'Den,Rug,Other,3,80',
      ].join('\n');
      await page.getByLabel('Spreadsheet file').setInputFiles({ name: 'den.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
      await page.getByRole('button', { name: 'Import' }).click();
      const refusal = page.getByRole('alert').filter({ hasText: 'nothing was imported' });
      await expect(refusal).toContainText('1 row has problems; nothing was imported.');
      await expect(refusal.getByRole('listitem')).toHaveText(['Row 3, Category: Select a category from the list.']);
      await expect(page.getByRole('table', { name: 'Items', exact: true })).toHaveAttribute('aria-rowcount', String(ITEMS + 1));
      await expectNoSeriousAxeViolations(page);
    });
  });
}
