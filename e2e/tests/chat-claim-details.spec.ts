import type { Locator, Page } from '@playwright/test';
import PDFDocument from 'pdfkit';
import { createAccount, expect, expectNoSeriousAxeViolations, signIn, test, type Account } from '../support/fixtures';

// The chat page's claim details (spec 2.8, 4, 5, 8) and its left column: the checklist and the
// claim progress ticked from the diary.

/** A real PDF built here: with text, or a drawing only (no text layer, like a scan). */
function buildPdf(text: string | null): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'LETTER', margin: 56 });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => doc.on('end', () => resolve(Buffer.concat(chunks))));
  if (text) doc.font('Helvetica').fontSize(12).text(text);
  else doc.rect(100, 100, 300, 200).fill('#1e3a8a');
  doc.end();
  return done;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The user's own date `days` ago, as the diary and the claim form take it. */
function daysAgo(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() - days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function accessToken(page: Page, account: Account): Promise<string> {
  const response = await page.request.post('/api/login/', { data: { email: account.email, password: account.password } });
  return (await response.json()).access;
}

async function openChat(page: Page) {
  await page.goto('/chats');
  const form = page.getByRole('form', { name: 'Claim Details' });
  await expect(form.getByLabel('Insurance Company Name')).toBeVisible();
  // Narrower than the widest layout, the left column folds behind a toggle.
  const toggle = page.getByRole('button', { name: 'Your Claim Process' });
  if (await toggle.isVisible()) await toggle.click();
  await expect(page.getByRole('heading', { name: 'Your Claim Process' })).toBeVisible();
  return form;
}

const checklistItem = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Claim details checklist' }).getByRole('listitem').filter({ hasText: label });
const step = (page: Page, label: string) =>
  page.getByRole('list', { name: 'Claim progress steps' }).getByRole('listitem').filter({ hasText: label });

async function fillRequired(form: Locator) {
  await form.getByLabel('Insurance Company Name').fill('Maple Mutual');
  await form.getByLabel('Adjuster Name').fill('Dana Lee');
  await form.getByLabel('Adjuster phone number and ext').fill('416-555-0199 ext 12');
  await form.getByLabel('Add Claim Number').fill('CLM-2026-0042');
  await form.getByLabel('Adjuster Email').fill('dana.lee@maple.example');
}

/** Records every call that would save claim details, to prove a refused form sends nothing. */
function watchSaves(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (/\/api\/chat\/uploads?\//.test(request.url()) && request.method() !== 'GET') calls.push(`${request.method()} ${request.url()}`);
  });
  return calls;
}

test('a blank form is refused with the spec’s message; the checklist ticks as fields fill', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  const uploadCalls = watchSaves(page);
  const form = await openChat(page);
  const save = form.getByRole('button', { name: 'Save Claim Details' });

  // Blank: the spec's message, the blank required fields marked, nothing sent.
  await save.click();
  await expect(
    page.getByText('Please fill in all required fields (Insurance Company Name, Adjuster Name, Phone, Email, Claim Number)'),
  ).toBeVisible();
  await expect(form.getByLabel('Adjuster Name')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Policy Number')).not.toHaveAttribute('aria-invalid', 'true');
  expect(uploadCalls).toEqual([]);

  // The checklist ticks as the fields fill.
  await expect(checklistItem(page, 'Insurance company')).toContainText('Not yet');
  await fillRequired(form);
  await expect(checklistItem(page, 'Insurance company')).toContainText('Done');
  await expect(checklistItem(page, 'Adjuster phone')).toContainText('Done');
  await expect(checklistItem(page, 'Policy number')).toContainText('Not yet');
  await form.getByLabel('Policy Number').fill('HO-778812');
  await expect(checklistItem(page, 'Policy number')).toContainText('Done');
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Not yet');
});

test('a PDF chosen by clicking stays when a non-PDF or an 11 MB file is refused', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  const uploadCalls = watchSaves(page);
  const form = await openChat(page);
  const save = form.getByRole('button', { name: 'Save Claim Details' });
  const fileInput = form.getByLabel('Policy PDF');
  await fileInput.setInputFiles({ name: 'first-choice.pdf', mimeType: 'application/pdf', buffer: await buildPdf('Policy wording.') });
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Done');
  await fileInput.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a policy') });
  await expect(form.getByText('Only PDF files are allowed')).toBeVisible();
  const big = Buffer.alloc(11 * 1024 * 1024, 0x20);
  big.write('%PDF-1.4\n');
  await fileInput.setInputFiles({ name: 'huge-policy.pdf', mimeType: 'application/pdf', buffer: big });
  await expect(form.getByText('File size must be less than 10MB')).toBeVisible();
  await expect(form.getByRole('button', { name: /^Remove/ })).toHaveAccessibleName('Remove first-choice.pdf');
  await expect(form.getByText('huge-policy.pdf')).toHaveCount(0);
  expect(uploadCalls).toEqual([]);
  await expect(save).toBeVisible();

  await form.getByRole('button', { name: 'Remove first-choice.pdf' }).click();
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Not yet');
});

test('save claim details with a dropped policy PDF, then update them', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  const uploadCalls = watchSaves(page);
  const form = await openChat(page);
  const save = form.getByRole('button', { name: 'Save Claim Details' });
  await fillRequired(form);
  await form.getByLabel('Policy Number').fill('HO-778812');

  // A real PDF dropped on the zone (only the first file is used); Remove takes it back.
  const pdf = await buildPdf('Homeowner policy HO-778812. Section I covers the dwelling against windstorm and hail.');
  const drop = async (names: string[]) => {
    const dataTransfer = await page.evaluateHandle(
      ({ bytes, names }) => {
        const transfer = new DataTransfer();
        for (const name of names) transfer.items.add(new File([new Uint8Array(bytes)], name, { type: 'application/pdf' }));
        return transfer;
      },
      { bytes: [...pdf], names },
    );
    await form.getByTestId('policy-drop-zone').dispatchEvent('drop', { dataTransfer });
  };
  await drop(['second-choice.pdf']);
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Done');
  await form.getByRole('button', { name: 'Remove second-choice.pdf' }).click();
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Not yet');
  await drop(['home-policy.pdf', 'ignored.pdf']);
  await expect(form.getByText('home-policy.pdf')).toBeVisible();
  await expect(form.getByText('ignored.pdf')).toHaveCount(0);
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Done');

  // Create: the spec's toast, then it is an existing claim showing what the server saved.
  await save.click();
  await expect(page.getByText('Claim details uploaded successfully!')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Update Claim Details' })).toBeVisible();
  expect(uploadCalls).toHaveLength(1);
  await expect(form.getByLabel('Insurance Company Name')).toHaveValue('Maple Mutual');
  await expect(form.getByLabel('Add Claim Number')).toHaveValue('CLM-2026-0042');
  const current = form.getByRole('region', { name: 'Current File' });
  await expect(current).toContainText('home-policy.pdf');
  await expect(current).toContainText(kb(pdf.length));
  await expect(current).toContainText('application/pdf');
  await expect(form.getByRole('button', { name: /^Remove/ })).toHaveCount(0);
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Done');

  // Update: the form is kept.
  await form.getByLabel('Adjuster Name').fill('Dana Lee-Park');
  await form.getByRole('button', { name: 'Update Claim Details' }).click();
  await expect(page.getByText('Claim details updated successfully!')).toBeVisible();
  await expect(form.getByLabel('Adjuster Name')).toHaveValue('Dana Lee-Park');
  await expect(current).toContainText('home-policy.pdf');

  // Saved for real: a fresh load shows the same claim details, ready to update.
  const reopened = await openChat(page);
  await expect(reopened.getByLabel('Adjuster Name')).toHaveValue('Dana Lee-Park');
  await expect(reopened.getByRole('button', { name: 'Update Claim Details' })).toBeVisible();
  await expect(reopened.getByRole('region', { name: 'Current File' })).toContainText(kb(pdf.length));
});

test('saved claim details: Copy All, and a field the server refuses shown beside it', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const account = await createAccount(page);
  const saved = await page.request.post('/api/chat/upload/', {
    headers: { Authorization: `Bearer ${await accessToken(page, account)}` },
    multipart: {
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-778812',
      police_report_number: '',
      adjuster_name: 'Dana Lee',
      adjuster_phone_number: '416-555-0199 ext 12',
      adjuster_email: 'dana.lee@maple.example',
      add_claim_number: 'CLM-2026-0042',
      files: { name: 'home-policy.pdf', mimeType: 'application/pdf', buffer: await buildPdf('Homeowner policy HO-778812.') },
    },
  });
  expect(saved.status()).toBe(201);
  await signIn(page, account);
  const form = await openChat(page);
  await expect(form.getByLabel('Adjuster Name')).toHaveValue('Dana Lee');
  await expect(checklistItem(page, 'Policy uploaded')).toContainText('Done');
  await expect(checklistItem(page, 'Police report number')).toContainText('Not yet');

  await page.getByRole('button', { name: 'Copy All' }).click();
  await expect(page.getByText('All form data copied to clipboard!')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain('Adjuster Name: Dana Lee');
  expect(copied).toContain('Policy Number: HO-778812');
  expect(copied).toContain('Police Report Number: N/A');
  expect(copied).toContain('Policy File: home-policy.pdf');

  // The browser does not judge the address; the server does, and its words land beside the field.
  await form.getByLabel('Adjuster Email').fill('dana.lee-at-maple');
  await form.getByRole('button', { name: 'Update Claim Details' }).click();
  await expect(form.getByText('Enter a valid email address.')).toBeVisible();
  await expect(form.getByLabel('Adjuster Email')).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByLabel('Adjuster Email')).toHaveValue('dana.lee-at-maple');
  await expectNoSeriousAxeViolations(page);
});

test('a scanned policy with no text layer is kept and explained', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  const form = await openChat(page);
  await fillRequired(form);
  const scan = await buildPdf(null);
  await form.getByLabel('Policy PDF').setInputFiles({ name: 'scanned-policy.pdf', mimeType: 'application/pdf', buffer: scan });
  await form.getByRole('button', { name: 'Save Claim Details' }).click();
  await expect(page.getByText('Claim details uploaded successfully!')).toBeVisible();
  const current = form.getByRole('region', { name: 'Current File' });
  await expect(current).toContainText('scanned-policy.pdf');
  await expect(current).toContainText(/This PDF has no text layer \(it looks like a scan\)/);
});

/** Claims and diary events made through the API, as the signed-in user. */
async function claimsClient(page: Page, account: Account) {
  const headers = { Authorization: `Bearer ${await accessToken(page, account)}` };
  return {
    async submit(company: string, type: string): Promise<number> {
      const response = await page.request.post('/api/my-claims/', {
        headers,
        multipart: {
          type_of_claim: type,
          description: 'Hail broke the skylight and rain soaked the kitchen.',
          date_of_incident: daysAgo(40),
          country_of_incident: 'Canada',
          city_of_incident: 'Calgary',
          insurance_company_name: company,
        },
      });
      expect(response.status()).toBe(201);
      return (await response.json()).claim.id as number;
    },
    async addEvent(claimId: number, event: Record<string, unknown>) {
      const response = await page.request.post(`/api/my-claims/${claimId}/diary/`, { headers, data: { channel: 'email', ...event } });
      expect(response.status(), await response.text()).toBe(201);
    },
  };
}

test('with no claim the eight steps are unticked and point to the dashboard', async ({ page }) => {
  const account = await createAccount(page);
  await signIn(page, account);
  await openChat(page);
  await expect(page.getByRole('link', { name: 'Submit your claim on the dashboard' })).toHaveAttribute('href', '/');
  const steps = page.getByRole('list', { name: 'Claim progress steps' }).getByRole('listitem');
  await expect(steps).toHaveCount(8);
  for (const label of ['Claim Started', 'Waiting for Response', 'Claim Completed'])
    await expect(step(page, label)).toContainText('Not yet');
});

test('the claim progress ticks from the claim and its diary', async ({ page }) => {
  const account = await createAccount(page);
  const claims = await claimsClient(page, account);
  const claimId = await claims.submit('Prairie General', 'Roof Damage / Storm');
  await signIn(page, account);

  await openChat(page);
  await expect(step(page, 'Claim Started')).toContainText('Done');
  await expect(step(page, 'Claim Started')).toContainText(`Claim submitted ${new Date().toISOString().slice(0, 10)}`);
  await expect(step(page, 'Statement Sent')).toContainText('Not yet');
  await expect(step(page, 'Waiting for Response')).toContainText('Not yet');

  await claims.addEvent(claimId, {
    occurred_on: daysAgo(35),
    kind: 'notice_given',
    direction: 'to_insurer',
    summary: 'Reported the hail damage.',
  });
  await claims.addEvent(claimId, {
    occurred_on: daysAgo(30),
    kind: 'proof_of_loss_sent',
    direction: 'to_insurer',
    summary: 'Sent the signed proof of loss.',
  });
  await openChat(page);
  await expect(step(page, 'Statement Sent')).toContainText(`Claim reported to the insurer ${daysAgo(35)} (diary)`);
  await expect(step(page, 'Proof of Loss Submitted')).toContainText(`Proof of loss sent ${daysAgo(30)} (diary)`);
  await expect(step(page, 'Waiting for Response')).toContainText('Done');
  await expect(step(page, 'Insurer Responded')).toContainText('Not yet');
  await expect(step(page, 'Benji Advice Sent')).toContainText('Not yet');

  await claims.addEvent(claimId, {
    occurred_on: daysAgo(20),
    kind: 'documents_requested',
    direction: 'from_insurer',
    summary: 'Asked for photos.',
    items: ['Photos'],
  });
  await claims.addEvent(claimId, {
    occurred_on: daysAgo(18),
    kind: 'documents_sent',
    direction: 'to_insurer',
    summary: 'Sent the photos.',
    items: ['Photos'],
  });
  await claims.addEvent(claimId, {
    occurred_on: daysAgo(15),
    kind: 'insurer_response',
    direction: 'from_insurer',
    summary: 'Photos received.',
  });
  await claims.addEvent(claimId, {
    occurred_on: daysAgo(10),
    kind: 'message_sent',
    direction: 'to_insurer',
    summary: 'Asked for a decision date.',
  });
  await claims.addEvent(claimId, {
    occurred_on: daysAgo(2),
    kind: 'payment_received',
    direction: 'from_insurer',
    summary: 'Paid in full.',
  });
  await openChat(page);
  for (const label of [
    'Claim Started',
    'Statement Sent',
    'Evidence Uploaded',
    'Proof of Loss Submitted',
    'Insurer Responded',
    'Benji Advice Sent',
    'Claim Completed',
  ])
    await expect(step(page, label)).toContainText('Done');
  await expect(step(page, 'Evidence Uploaded')).toContainText(`Documents sent ${daysAgo(18)} (diary)`);
  await expect(step(page, 'Benji Advice Sent')).toContainText(`Message to the insurer by e-mail ${daysAgo(10)} (diary)`);
  await expect(step(page, 'Waiting for Response')).toContainText('Not yet');
  await expect(step(page, 'Claim Completed')).toContainText(`Payment received ${daysAgo(2)} (diary)`);
});

test('with several claims the newest is followed and the picker switches; the spec’s tooltips show', async ({ page }) => {
  const account = await createAccount(page);
  const claims = await claimsClient(page, account);
  const first = await claims.submit('Prairie General', 'Roof Damage / Storm');
  await claims.addEvent(first, { occurred_on: daysAgo(2), kind: 'payment_received', direction: 'from_insurer', summary: 'Paid in full.' });
  await claims.submit('Chinook Insurance', 'Car Theft');
  await signIn(page, account);

  await openChat(page);
  const picker = page.getByRole('combobox', { name: 'Claim' });
  await expect(picker.locator('option:checked')).toContainText('Chinook Insurance');
  await expect(step(page, 'Claim Completed')).toContainText('Not yet');
  const form = page.getByRole('form', { name: 'Claim Details' });
  await expect(form.getByLabel('Insurance Company Name')).toHaveValue('Chinook Insurance');
  await picker.selectOption(String(first));
  await expect(step(page, 'Claim Completed')).toContainText('Done');
  // The details follow the picked claim too.
  await expect(form.getByLabel('Insurance Company Name')).toHaveValue('Prairie General');

  await step(page, 'Benji Advice Sent').getByRole('button', { name: 'About Benji Advice Sent' }).focus();
  await expect(page.getByRole('tooltip', { name: 'An AI-reviewed e-mail reply was sent to your adjuster.' })).toBeVisible();
  await step(page, 'Proof of Loss Submitted').getByRole('button', { name: 'About Proof of Loss Submitted' }).focus();
  await expect(
    page.getByRole('tooltip', { name: 'Benji helped generate and submit the Proof of Loss form to your insurer.' }),
  ).toBeVisible();
  await expectNoSeriousAxeViolations(page);
});
