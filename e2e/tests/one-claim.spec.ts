import PDFDocument from 'pdfkit';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test } from '../support/fixtures';
import { fillCarTheftClaim } from '../support/dashboard-claim';
import { submitClaim } from '../support/claims-api';

// One claim record (issue 15 item 1): what the dashboard takes shows on the chat page, the
// assistant reads it, and what the chat page changes shows in Claim Status. Nothing is typed twice.

function policyPdf(): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  doc.font('Helvetica-Bold').fontSize(14).text('DEDUCTIBLE');
  doc.font('Helvetica').fontSize(12).text('Your deductible is $2,500 for every loss covered under this policy.');
  doc.end();
  return done;
}

test('a claim submitted on the dashboard is the one the chat page edits and the assistant reads', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);

  await fillCarTheftClaim(page);
  await page.locator('input[type=file]').setInputFiles({ name: 'auto-policy.pdf', mimeType: 'application/pdf', buffer: await policyPdf() });
  await page.getByRole('button', { name: 'Submit Claim' }).click();
  await page.waitForURL('**/chats');

  // The chat page's form already holds what the dashboard took, and the policy it was sent with.
  const form = page.getByRole('form', { name: 'Claim Details' });
  await expect(form.getByLabel('Insurance Company Name')).toHaveValue('State Farm');
  await expect(form.getByLabel('Policy Number')).toHaveValue('SF-2024-77');
  await expect(form.getByLabel('Police Report Number')).toHaveValue('APD-991');
  await expect(form.getByText('auto-policy.pdf')).toBeVisible();

  // Only the adjuster's part is new; the insurer's full name changes here and in Claim Status.
  await form.getByLabel('Insurance Company Name').fill('State Farm Lloyds');
  await form.getByLabel('Adjuster Name').fill('Dana Lee');
  await form.getByLabel('Adjuster phone number and ext').fill('512-555-0199 ext 12');
  await form.getByLabel('Add Claim Number').fill('SF-CLM-0042');
  await form.getByLabel('Adjuster Email').fill('dana.lee@statefarm.example');
  await form.getByRole('button', { name: 'Update Claim Details' }).click();
  await expect(page.getByText('Claim details updated successfully!')).toBeVisible();

  // The assistant answers from that claim's policy PDF and its details.
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  const replies = page.locator('[data-sender=bot]');
  const ask = async (question: string) => {
    const before = await replies.count();
    await composer.fill(question);
    await composer.press('Enter');
    await expect(replies).toHaveCount(before + 1, { timeout: 20_000 });
    return replies.last();
  };
  await expect(await ask('What is my deductible?')).toContainText('$2,500');
  await expect(await ask('What is my claim number?')).toContainText('SF-CLM-0042');
  await expectNoSeriousAxeViolations(page);

  await page.goto('/claim-status');
  await expect(page.locator('tbody tr').first()).toContainText('State Farm Lloyds');
  await expect(page.locator('tbody tr')).toHaveCount(1);
});

test('each conversation is about the claim picked when it was held, and reopening it returns to that claim', async ({ page }) => {
  const account = await createAccount(page);
  const older = await submitClaim(page, account, 'Prairie General', 'Roof Damage / Storm');
  const newer = await submitClaim(page, account, 'Chinook Insurance', 'Car Theft');
  await signIn(page, account);
  await page.goto('/chats');
  const composer = page.getByRole('textbox', { name: 'Message', exact: true });
  const replies = page.getByRole('button', { name: 'Copy message' });
  const picker = page.getByRole('combobox', { name: 'Claim' });
  if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Claim Details' }).click();
  await picker.selectOption(String(older));
  if (await page.getByRole('dialog', { name: 'Your claim' }).isVisible()) await page.keyboard.press('Escape');

  await composer.fill('Who is my insurer?');
  await composer.press('Enter');
  await expect(replies).toHaveCount(1, { timeout: 30_000 });
  await expect(page.locator('[data-sender=bot]').last()).toContainText('Prairie General');

  await page.getByRole('button', { name: 'New chat' }).first().click();
  if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Claim Details' }).click();
  await expect(picker.locator('option:checked')).toContainText('Prairie General');
  await picker.selectOption(String(newer));
  if (await page.getByRole('dialog', { name: 'Your claim' }).isVisible()) await page.keyboard.press('Escape');
  await composer.fill('What happened with my claim?');
  await composer.press('Enter');
  await expect(replies).toHaveCount(1, { timeout: 30_000 });

  await page.getByRole('button', { name: 'History' }).click();
  const history = page.getByRole('dialog', { name: /conversations/i });
  // Listed under the claim it was about.
  const about = history
    .getByRole('region', { name: 'Prairie General · Roof Damage / Storm' })
    .getByRole('button', { name: /^Who is my insurer\?/ });
  await expect(about).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await about.click();
  await expect(page.getByText('Who is my insurer?', { exact: true })).toBeVisible();
  if (!(await picker.isVisible())) await page.getByRole('button', { name: 'Claim Details' }).click();
  await expect(picker.locator('option:checked')).toContainText('Prairie General');
  await expect(page.getByRole('form', { name: 'Claim Details' }).getByLabel('Insurance Company Name')).toHaveValue('Prairie General');

  // On a phone the picker is one line of the chat's header, still saying which claim the chat is about.
  if (await page.getByRole('dialog', { name: 'Your claim' }).isVisible()) await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(picker).toBeInViewport();
  await expect(picker.locator('option:checked')).toHaveText('Roof Damage / Storm · Prairie General');
  await expectNoSeriousAxeViolations(page);
});
