import type { Locator, Page } from '@playwright/test';
import { submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

/** As the page writes money for a claim in Calgary, in the browser's English: "CA$12,000.00". */
const cad = (dollars: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'CAD' }).format(dollars);

/** The figure a totals card states under its label. */
const figure = (page: Page, label: string): Locator =>
  page.getByRole('region', { name: 'Totals' }).getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');

/** The entries in the order shown: a table's rows from 768 px, a list of cards below. */
const entryRows = (page: Page, wide: boolean): Locator =>
  wide
    ? page
        .getByRole('table', { name: 'Entries' })
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
    : page.getByRole('list', { name: 'Entries' }).getByRole('listitem');

interface Entry {
  kind: string;
  amount: string;
  date: string;
  payee: string;
  jointPayee?: string;
}

async function addEntry(page: Page, opener: Locator, entry: Entry, rows: Locator, count: number) {
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Add an entry' });
  await dialog.getByLabel('Kind', { exact: true }).selectOption({ label: entry.kind });
  await dialog.getByLabel('Amount', { exact: true }).fill(entry.amount);
  await dialog.getByLabel('Date', { exact: true }).fill(entry.date);
  await dialog.getByLabel('Payee', { exact: true }).fill(entry.payee);
  if (entry.jointPayee) {
    await dialog.getByLabel('Joint payee', { exact: true }).fill(entry.jointPayee);
    // A second name on the cheque starts it awaiting that payee's endorsement.
    await expect(dialog.getByLabel('Endorsement status')).toHaveValue('awaiting_endorsement');
  } else await expect(dialog.getByLabel('Joint payee', { exact: true })).toHaveCount(entry.kind.includes('payment') ? 1 : 0);
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toHaveCount(0);
  // The toast of the entry before may still be up: the entry's own row is the proof.
  await expect(page.getByText('Entry added.').last()).toBeVisible();
  await expect(rows).toHaveCount(count);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });
    const wide = viewport.width >= 768;

    test('a claim’s payments recorded, totalled, edited and deleted from its money page', async ({ page }) => {
      test.setTimeout(180_000);
      const account = await createAccount(page);
      const claimId = await submitClaim(page, account, 'Prairie Mutual', 'Basement Flood / Water Damage');
      await signIn(page, account);

      await page.goto('/claim-status');
      await page.getByRole('button', { name: /^View claim: Prairie Mutual/ }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Payments' }).click();
      await page.waitForURL(`**/claim-status/${claimId}/money`);
      await expect(page.getByRole('heading', { name: 'Claim Payments', level: 1 })).toBeVisible();
      await expect(page.getByText('No payments recorded yet')).toBeVisible();
      await expectNoSeriousAxeViolations(page);

      await page.getByRole('button', { name: 'Add the first entry' }).click();
      await expect(page.getByRole('dialog', { name: 'Add an entry' })).toBeVisible();
      await expectNoSeriousAxeViolations(page);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();

      const rows = entryRows(page, wide);
      await addEntry(
        page,
        page.getByRole('button', { name: 'Add the first entry' }),
        {
          kind: 'Actual cash value payment',
          amount: '12,000.00',
          date: '2026-10-20',
          payee: 'Ana Ruiz',
          jointPayee: 'Prairie Mortgage',
        },
        rows,
        1,
      );
      const addButton = page.getByRole('button', { name: 'Add an entry' });
      await addEntry(
        page,
        addButton,
        { kind: 'Recoverable depreciation held back', amount: '3500', date: '2026-10-20', payee: 'Ana Ruiz' },
        rows,
        2,
      );
      await addEntry(
        page,
        addButton,
        { kind: 'Living expenses incurred', amount: '$845.50', date: '2026-10-05', payee: 'Bow River Inn' },
        rows,
        3,
      );

      await expect(figure(page, 'Paid to you so far')).toHaveText(cad(12_000));
      await expect(figure(page, 'Held back (recoverable depreciation still owed)')).toHaveText(cad(3_500));
      await expect(figure(page, 'Cheques awaiting the mortgage company’s endorsement')).toHaveText(cad(12_000));
      await expect(figure(page, 'Deductible')).toHaveText(cad(0));
      await expect(figure(page, 'Incurred')).toHaveText(cad(845.5));
      await expect(figure(page, 'Reimbursed')).toHaveText(cad(0));
      await expect(figure(page, 'Still owed to you')).toHaveText(cad(845.5));
      // What is still owed, and until when: with no law's clock on an Alberta claim, the policy's own condition.
      const stillToClaim = page.getByRole('region', { name: 'Still to claim' });
      await expect(stillToClaim).toContainText(`${cad(3_500)} of depreciation still held back`);
      await expect(stillToClaim).toContainText('within the time your policy’s loss settlement condition allows');
      await expect(stillToClaim).toContainText(`${cad(845.5)} of living expenses not yet reimbursed`);
      await expect(page.getByRole('img', { name: 'Bar chart of the claim’s totals' })).toBeVisible();
      // Oldest first: the hotel stay of October 5, then October 20's cheque and holdback in the order recorded.
      await expect(rows.nth(0)).toContainText('Living expenses incurred');
      await expect(rows.nth(1)).toContainText('Actual cash value payment');
      await expect(rows.nth(1)).toContainText('Awaiting endorsement with Prairie Mortgage');
      await expect(rows.nth(2)).toContainText('Recoverable depreciation held back');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeViolations(page);

      // The release letter states the ledger's figures in their roles; the day the work was done is the user's to fill.
      await page.getByRole('button', { name: 'Draft: Release of recoverable depreciation' }).click();
      const letter = page.getByRole('dialog', { name: 'Release of recoverable depreciation' });
      const letterBody = letter.getByTestId('ledger-letter-body');
      await expect(letterBody).toContainText('You paid me $12,000 on October 20, 2026 on the actual cash value basis.');
      await expect(letterBody).toContainText('Please release the recoverable depreciation of $3,500');
      await expect(letterBody.locator('[data-unfilled="Date Work Was Completed"]')).toBeVisible();
      await expect(letter.getByRole('button', { name: 'Download' })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await expectNoSeriousAxeViolations(page);
      await letter.getByRole('button', { name: 'Close' }).first().click();
      await expect(letter).toHaveCount(0);

      // A bad amount is refused beside its field, and a date the server refuses beside its own; nothing typed is lost.
      await page.getByRole('button', { name: /^Edit: Living expenses incurred/ }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit the entry' });
      await dialog.getByLabel('Amount', { exact: true }).fill('12,99');
      await dialog.getByLabel('Note', { exact: true }).fill('Four nights while the basement dried');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Amount', { exact: true })).toHaveAccessibleDescription(
        /Enter an amount from CA\$0\.01 to CA\$10,000,000\.00, for example 1,299\.99\./,
      );
      await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('12,99');
      await expect(dialog.getByLabel('Note', { exact: true })).toHaveValue('Four nights while the basement dried');
      await expect(dialog.getByLabel('Payee', { exact: true })).toHaveValue('Bow River Inn');
      await expectNoSeriousAxeViolations(page);

      await dialog.getByLabel('Amount', { exact: true }).fill('900.25');
      await dialog.getByLabel('Date', { exact: true }).fill('2026-09-01');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog.getByLabel('Date', { exact: true })).toHaveAccessibleDescription(/cannot be before the date of incident/);
      await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('900.25');
      await expect(dialog.getByLabel('Note', { exact: true })).toHaveValue('Four nights while the basement dried');
      await dialog.getByLabel('Date', { exact: true }).fill('2026-10-05');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expect(dialog).toHaveCount(0);
      await expect(page.getByText('Entry updated.').last()).toBeVisible();
      await expect(figure(page, 'Still owed to you')).toHaveText(cad(900.25));
      await expect(rows.nth(0)).toContainText('Four nights while the basement dried');

      // Delete asks first; keeping the entry changes nothing.
      const deleteHoldback = page.getByRole('button', { name: /^Delete: Recoverable depreciation held back/ });
      await deleteHoldback.click();
      await expect(page.getByRole('dialog', { name: 'Delete this entry?' })).toBeVisible();
      await page.getByRole('button', { name: 'Keep', exact: true }).click();
      await expect(rows).toHaveCount(3);
      await deleteHoldback.click();
      await page.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(page.getByText('Entry deleted.')).toBeVisible();
      await expect(rows).toHaveCount(2);
      await expect(figure(page, 'Held back (recoverable depreciation still owed)')).toHaveText(cad(0));
      await expect(figure(page, 'Paid to you so far')).toHaveText(cad(12_000));
      await expectNoSeriousAxeViolations(page);
    });
  });
}
