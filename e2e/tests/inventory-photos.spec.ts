import { readFile } from 'node:fs/promises';
import { apiAuth, submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width}×${viewport.height}`, () => {
    test.use({ viewport });

    test('a photo is attached to an item, shown as a thumbnail, carried into the PDF, and removed behind a confirmation', async ({
      page,
    }) => {
      const account = await createAccount(page);
      const claimId = await submitClaim(page, account, 'Prairie Mutual', 'Basement Flood / Water Damage');
      const added = await page.request.post(`/api/my-claims/${claimId}/inventory/`, {
        headers: await apiAuth(page, account),
        data: { room: 'Den', category: 'furniture', description: 'Sofa', age_months: 24, unit_replacement_cost_cents: 100_000 },
      });
      expect(added.status()).toBe(201);
      await signIn(page, account);
      await page.goto(`/claim-status/${claimId}/inventory`);
      // A real PNG to upload: a corner of the page itself.
      const photo = await page.screenshot({ clip: { x: 0, y: 0, width: 160, height: 120 } });

      await page.getByRole('button', { name: 'Edit Sofa' }).click();
      const editor = page.getByRole('dialog', { name: 'Edit item' });
      await expect(editor.getByText('No photos or receipts yet.')).toBeVisible();
      await editor.getByLabel('Add a photo').setInputFiles({ name: 'sofa.png', mimeType: 'image/png', buffer: photo });
      await expect(page.getByText('Photo added.')).toBeVisible();
      const thumbnail = editor.getByRole('img', { name: 'sofa.png' });
      await expect(thumbnail).toBeVisible();
      expect(await thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
      await expect(editor.getByRole('heading', { name: /Photos and receipts/ })).toContainText('(1 of 10)');
      await expectNoSeriousAxeViolations(page);

      await editor.getByLabel('Add a photo').setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
      await expect(editor.getByRole('alert')).toHaveText('A photo must be a JPEG or PNG image.');

      await editor.getByRole('button', { name: 'Cancel' }).click();
      await expect(editor).toBeHidden();
      await expect(page.getByRole('row', { name: /Sofa/ })).toContainText('1 photo or receipt');

      const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download PDF' }).click()]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^contents-${claimId}-\\d{4}-\\d{2}-\\d{2}\\.pdf$`));
      const pdf = (await readFile(await download.path())).toString('latin1');
      expect(pdf.startsWith('%PDF-')).toBe(true);
      expect(pdf.match(/\/Subtype \/Image/g)?.length ?? 0).toBeGreaterThanOrEqual(1);

      await page.getByRole('button', { name: 'Edit Sofa' }).click();
      await editor.getByRole('button', { name: 'Remove sofa.png' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove this file?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(page.getByText('Attachment removed.')).toBeVisible();
      await expect(editor.getByText('No photos or receipts yet.')).toBeVisible();
    });
  });
}
