import { apiAuth, submitClaim } from '../support/claims-api';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';

test.use({ viewport: { width: 1280, height: 800 } });

const item = (description: string, cents: number) => ({
  room: 'Den',
  category: 'furniture',
  description,
  age_months: 24,
  unit_replacement_cost_cents: cents,
});

test('an item is edited, duplicated and deleted behind a confirmation, and the totals follow', async ({ page }) => {
  const account = await createAccount(page);
  const claimId = await submitClaim(page, account, 'Prairie Mutual', 'Basement Flood / Water Damage');
  const added = await page.request.post(`/api/my-claims/${claimId}/inventory/batch/`, {
    headers: await apiAuth(page, account),
    data: { items: [item('Sofa', 100_000), item('Armchair', 40_000)] },
  });
  expect(added.status()).toBe(201);
  await signIn(page, account);
  await page.goto(`/claim-status/${claimId}/inventory`);
  const list = page.getByRole('table', { name: 'Items', exact: true });
  // The first figure of the totals: the replacement cost of everything listed.
  const rcv = page.getByRole('region', { name: 'Totals' }).getByRole('definition').first();
  await expect(rcv).toHaveText('$1,400.00');

  await page.getByRole('button', { name: 'Edit Sofa' }).click();
  const editor = page.getByRole('dialog', { name: 'Edit item' });
  await editor.getByLabel('Quantity').fill('2');
  await editor.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Item updated.')).toBeVisible();
  await expect(editor).toBeHidden();
  await expect(rcv).toHaveText('$2,400.00');

  await page.getByRole('button', { name: 'Duplicate Armchair' }).click();
  await expect(page.getByText('Item duplicated.')).toBeVisible();
  await expect(list).toHaveAttribute('aria-rowcount', '4');
  await expect(rcv).toHaveText('$2,800.00');

  await page.getByRole('button', { name: 'Delete Sofa' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this item?' });
  await expect(confirm).toContainText('“Sofa” (Den, quantity 2)');
  await expectNoSeriousAxeViolations(page);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(list).toHaveAttribute('aria-rowcount', '4');
  await page.getByRole('button', { name: 'Delete Sofa' }).click();
  await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
  await expect(page.getByText('Item deleted.')).toBeVisible();
  await expect(list).toHaveAttribute('aria-rowcount', '3');
  await expect(rcv).toHaveText('$800.00');
});

test('2,000 items: only the rows in view are in the page, and the last is reached by scrolling', async ({ page }) => {
  const account = await createAccount(page);
  const claimId = await submitClaim(page, account, 'Prairie Mutual', 'Basement Flood / Water Damage');
  const sheet = [
    'Room,Description,Category,Age,Replacement cost',
    ...Array.from({ length: 2_000 }, (_, i) => `Attic,Box ${i + 1},Other,1,10`),
  ];
  const imported = await page.request.post(`/api/my-claims/${claimId}/inventory/import/`, {
    headers: await apiAuth(page, account),
    multipart: { file: { name: 'attic.csv', mimeType: 'text/csv', buffer: Buffer.from(sheet.join('\n')) } },
  });
  expect(imported.status()).toBe(201);
  await signIn(page, account);
  await page.goto(`/claim-status/${claimId}/inventory`);
  const list = page.getByRole('table', { name: 'Items', exact: true });
  await expect(list).toHaveAttribute('aria-rowcount', '2001');
  await expect(list.getByText('Box 1', { exact: true })).toBeVisible();
  expect(await list.getByRole('row').count()).toBeLessThan(40);

  await list.getByRole('rowgroup', { name: 'Items, scrollable' }).evaluate((box) => box.scrollTo({ top: box.scrollHeight }));
  await expect(list.getByText('Box 2000', { exact: true })).toBeVisible();
  await expect(list.getByText('Box 1', { exact: true })).toHaveCount(0);
  expect(await list.getByRole('row').count()).toBeLessThan(40);
});
