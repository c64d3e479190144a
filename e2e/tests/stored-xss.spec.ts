import type { APIRequestContext, Page } from '@playwright/test';
import { createAccount, expect, signIn, test } from '../support/fixtures';

// Issue 7: a script payload in every text field a user can write is shown as text on every page
// that shows it. Two payloads: a <script> element and an <img> whose onerror would run. The page's
// CSP would block either one even if it were injected, so the test checks the DOM itself: no
// element came from the payload, the text is on screen as written, and no marker was set.
// Short enough for the tightest field (a city: 100 characters).
const tag = (field: string) => `<img src=x-${field} data-xss onerror=__xss='${field}'>`;
const script = (field: string) => `<script data-xss>__xss='${field}'</script>`;
const payload = (field: string) => `${tag(field)}${script(field)}`;

interface Written {
  token: string;
  claimId: number;
  company: string;
}

async function writeEverywhere(request: APIRequestContext, email: string, password: string): Promise<Written> {
  const { access: token } = await (await request.post('/api/login/', { data: { email, password } })).json();
  const headers = { Authorization: `Bearer ${token}` };

  const profile = await request.patch('/api/update-profile/', {
    headers,
    multipart: { full_name: payload('name'), address: payload('address'), phone_number: '4165550100', 'profile.bio': payload('bio') },
  });
  expect(profile.status(), await profile.text()).toBe(200);

  const company = payload('company');
  const claim = await request.post('/api/my-claims/', {
    headers,
    multipart: {
      type_of_claim: 'Roof Damage / Storm',
      description: payload('description'),
      date_of_incident: '2026-10-02',
      country_of_incident: 'United States',
      region: 'TX',
      city_of_incident: payload('city'),
      insurance_company_name: company,
      policy_number: payload('policy'),
      police_report_number: payload('report'),
    },
  });
  expect(claim.status(), await claim.text()).toBe(201);
  const [{ id: claimId }] = await (await request.get('/api/my-claims/', { headers })).json();

  const diary = await request.post(`/api/my-claims/${claimId}/diary/`, {
    headers,
    data: {
      occurred_on: '2026-10-05',
      kind: 'documents_requested',
      direction: 'from_insurer',
      channel: 'email',
      summary: payload('summary'),
      items: [payload('item')],
    },
  });
  expect(diary.status(), await diary.text()).toBe(201);

  // The claim's own details (one record): its insurer and policy as the claim has them.
  const details = await request.post('/api/chat/upload/', {
    headers,
    multipart: {
      claim_id: String(claimId),
      insurance_company_name: company,
      policy_number: payload('policy'),
      police_report_number: payload('report'),
      adjuster_name: payload('adjuster'),
      adjuster_phone_number: '4165550100',
      adjuster_email: 'adjuster@example.com',
      add_claim_number: payload('claimno'),
    },
  });
  expect(details.status(), await details.text()).toBe(201);

  const chat = await request.post('/api/chat/', { headers, data: { content: payload('message') } });
  expect(chat.status(), await chat.text()).toBe(201);
  const sent = await chat.json();
  const flag = await request.post('/api/chat/flag/', {
    headers,
    data: { message_id: sent.user_message.id, session_id: sent.session.session_id },
  });
  expect(flag.ok()).toBe(true);

  const contact = await request.post('/api/contact-us/', {
    data: {
      first_name: payload('first'),
      last_name: payload('last'),
      country: 'Canada',
      email: 'visitor@example.com',
      message: payload('contact'),
    },
  });
  expect(contact.ok(), await contact.text()).toBe(true);
  return { token, claimId, company };
}

/** Nothing the payloads carried became an element or ran; `shown` fields appear as text. */
async function expectInert(page: Page, shown: string[]) {
  for (const field of shown) await expect(page.getByText(tag(field), { exact: false }).first()).toBeAttached();
  await expect(page.locator('[data-xss]')).toHaveCount(0);
  await expect(page.locator('img[src^="x-"]')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
  // Long unbroken values wrap: the page does not grow sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBe(0);
}

test('script payloads in every field a user writes stay text on every page that shows them', async ({ page }) => {
  const account = await createAccount(page);
  const written = await writeEverywhere(page.request, account.email, account.password);
  // An alert, confirm or prompt from a payload would be a script running.
  page.on('dialog', (dialog) => {
    throw new Error(`a dialog opened: ${dialog.message()}`);
  });
  await signIn(page, account);

  // Dashboard: the header's name and the claim summary.
  await expectInert(page, ['name', 'company', 'city']);

  await page.goto('/claim-status');
  await expectInert(page, ['company']);
  await page.getByRole('button', { name: /^View claim: / }).click();
  const dialog = page.getByRole('dialog', { name: written.company });
  await expect(dialog.getByRole('heading', { name: 'Sample Claim Letter' })).toBeVisible();
  await expectInert(page, ['description', 'city', 'policy', 'report']);
  await dialog.getByRole('tab', { name: 'Diary' }).click();
  await expectInert(page, ['summary', 'item']);
  await page.keyboard.press('Escape');

  await page.goto('/chats');
  await expect(page.locator('[data-sender=user]').first()).toBeVisible();
  await expectInert(page, ['message']);
  await expect(page.getByLabel(/^Adjuster Name/).first()).toHaveValue(payload('adjuster'));

  await page.goto('/saved-messages');
  await expect(page.getByText('1 message(s) saved', { exact: true })).toBeVisible();
  await expectInert(page, ['message']);

  await page.goto('/settings');
  await expect(page.getByLabel(/^bio/i)).toHaveValue(payload('bio'));
  await expectInert(page, ['name']);

  await page.goto('/template-store');
  await page
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const template = page.getByRole('dialog');
  await template.getByRole('combobox', { name: 'Fill with my claim' }).selectOption({ value: String(written.claimId) });
  await expectInert(page, ['company']);
});
