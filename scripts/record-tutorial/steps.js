// The tutorial's journey, one step list. Each step drives the running app like a user and takes
// one or more captioned stills. A step with `available` is recorded only when its screen exists,
// so re-running the script after a feature lands (the chat page, for instance) adds it to the video.

export const ACCOUNT = {
  fullName: 'Ana Ruiz',
  address: '12 Elm Street, Toronto, ON M5V 2T6',
  phone: '4165550199',
  password: 'Tutorial-2026!',
};

export const CLAIM = {
  type: 'Basement Flood / Water Damage',
  date: '2026-01-03',
  country: 'Canada',
  city: 'Toronto',
  insurer: 'Maple Mutual Insurance',
  policyNumber: 'HO-448812',
  description:
    'The sump pump failed during the January thaw. About 5 cm of water covered the finished basement: drywall, carpet and a sofa are ruined.',
  adjuster: { name: 'Sam Lee', phone: '4165550123', email: 'sam.lee@maplemutual.example', claimNumber: 'MM-2026-00417' },
};

const hasVisible = (locator) =>
  locator
    .first()
    .waitFor({ state: 'visible', timeout: 5000 })
    .then(
      () => true,
      () => false,
    );

/** Without the dashboard's form, the claim the later steps fill letters from goes in through the API. */
async function submitClaimThroughApi({ page, url, email, policyPdf }) {
  const login = await page.request.post(`${url}/api/login/`, { data: { email, password: ACCOUNT.password } });
  const { access } = await login.json();
  const response = await page.request.post(`${url}/api/my-claims/`, {
    headers: { authorization: `Bearer ${access}` },
    multipart: {
      type_of_claim: CLAIM.type,
      description: CLAIM.description,
      date_of_incident: CLAIM.date,
      country_of_incident: CLAIM.country,
      city_of_incident: CLAIM.city,
      insurance_company_name: CLAIM.insurer,
      policy_number: CLAIM.policyNumber,
      policy_document: { name: 'maple-mutual-policy.pdf', mimeType: 'application/pdf', buffer: policyPdf },
    },
  });
  if (!response.ok()) throw new Error(`Submitting the claim failed: ${response.status()} ${await response.text()}`);
}

/**
 * `available` decides whether the step is recorded; `otherwise` runs instead when it is not.
 * @type {Array<{ id: string, available?: (ctx) => Promise<boolean>, otherwise?: (ctx) => Promise<void>, run: (ctx) => Promise<void> }>}
 */
export const STEPS = [
  {
    id: 'intro',
    run: ({ slides, recorder }) =>
      recorder.slide(slides, {
        title: 'Getting started with Benji',
        subtitle: 'Your assistant for property and auto insurance claims, in about a minute.',
      }),
  },
  {
    id: 'landing',
    async run({ page, url, recorder }) {
      await page.goto(`${url}/home`);
      await recorder.shot(page, 'Benji helps you prepare, submit and follow your property or auto insurance claim.', { step: 'Welcome' });
    },
  },
  {
    id: 'sign-up',
    async run({ page, url, recorder, email }) {
      await page.goto(`${url}/signup`);
      await page.getByLabel('Full Name').fill(ACCOUNT.fullName);
      await page.getByLabel('Email*').fill(email);
      await page.getByLabel('Address*').fill(ACCOUNT.address);
      await page.getByLabel('Phone Number (Optional)').fill(ACCOUNT.phone);
      await page.getByLabel('Password*').fill(ACCOUNT.password);
      await page.getByRole('checkbox').check();
      await recorder.shot(page, 'Create your account. Your 3-day free trial starts right away, with no card.', {
        step: 'Sign up',
        highlight: page.locator('form').first(),
      });
      await page.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await page.waitForURL((address) => address.pathname === '/');
    },
  },
  {
    id: 'dashboard',
    async run({ page, recorder }) {
      await recorder.shot(page, 'Your dashboard. The banner counts down your trial; the menu leads to everything else.', {
        step: 'Dashboard',
      });
    },
  },
  {
    id: 'submit-claim',
    available: ({ page }) => hasVisible(page.getByRole('form', { name: 'Submit Your Claim Info' })),
    otherwise: submitClaimThroughApi,
    async run({ page, recorder, policyPdf }) {
      const form = page.getByRole('form', { name: 'Submit Your Claim Info' });
      await form.getByLabel('Type of claim').selectOption(CLAIM.type);
      await form.getByLabel('Date of incident').fill(CLAIM.date);
      await form.getByLabel('Country of incident').selectOption(CLAIM.country);
      // The province lets Benji show the deadlines of its law; the field is optional.
      const province = form.getByLabel(/Province/);
      if (await hasVisible(province)) await province.selectOption({ label: 'Ontario' });
      await form.getByLabel('City of incident').fill(CLAIM.city);
      await form.getByLabel('What happened').fill(CLAIM.description);
      await form.getByLabel('Insurance company').fill(CLAIM.insurer);
      await form.getByLabel('Policy number').fill(CLAIM.policyNumber);
      await form
        .locator('input[type=file]')
        .setInputFiles({ name: 'maple-mutual-policy.pdf', mimeType: 'application/pdf', buffer: policyPdf });
      // The attached PDF in the middle of the picture, clear of the caption.
      await form.getByText('maple-mutual-policy.pdf').evaluate((element) => element.scrollIntoView({ block: 'center' }));
      await recorder.shot(page, 'Tell Benji about your claim: what happened, when and where, your insurer, and your policy PDF.', {
        step: 'Your claim',
        highlight: form,
      });
      await form.getByRole('button', { name: 'Submit Claim' }).click();
      await page.waitForURL((address) => address.pathname !== '/', { timeout: 15_000 }).catch(() => undefined);
    },
  },
  {
    id: 'claim-details',
    available: async ({ page, url }) => {
      await page.goto(`${url}/chats`);
      return hasVisible(page.getByRole('button', { name: /^(Save|Update) Claim Details$/ }));
    },
    async run({ page, recorder, policyPdf }) {
      await page.getByLabel(/Insurance Company Name/i).fill(CLAIM.insurer);
      await page.getByLabel(/^Policy Number/i).fill(CLAIM.policyNumber);
      await page.getByLabel(/^Adjuster Name/i).fill(CLAIM.adjuster.name);
      await page.getByLabel(/Adjuster phone/i).fill(CLAIM.adjuster.phone);
      await page.getByLabel(/Adjuster Email/i).fill(CLAIM.adjuster.email);
      await page.getByLabel(/Claim Number/i).fill(CLAIM.adjuster.claimNumber);
      await page
        .locator('input[type=file][accept*="pdf"]')
        .first()
        .setInputFiles({ name: 'maple-mutual-policy.pdf', mimeType: 'application/pdf', buffer: policyPdf });
      await recorder.shot(page, 'On the chat page, add your adjuster, your claim number and your policy PDF. Benji reads them all.', {
        step: 'Claim details',
      });
      await page.getByRole('button', { name: /^(Save|Update) Claim Details$/ }).click();
    },
  },
  {
    id: 'chat-reply',
    available: ({ page }) => hasVisible(page.getByPlaceholder('Ask your AI assistant anything about your claim…')),
    async run({ page, recorder }) {
      await page
        .getByPlaceholder('Ask your AI assistant anything about your claim…')
        .fill('My adjuster has not answered in two weeks. What should I send?');
      await page.keyboard.press('Enter');
      await page
        .getByText('Benji is typing...')
        .waitFor({ state: 'hidden', timeout: 60_000 })
        .catch(() => undefined);
      await recorder.shot(page, 'Ask Benji anything. It drafts the reply; you check it, copy it and send it yourself.', { step: 'Chat' });
    },
  },
  {
    id: 'settings',
    async run({ page, url, recorder }) {
      await page.goto(`${url}/settings`);
      await page.getByLabel(/^Bio/i).fill('Basement flood in January; claim open with Maple Mutual.');
      await recorder.shot(page, 'Keep your name, address and phone up to date: Benji signs your letters with them.', { step: 'Settings' });
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page
        .getByText('Profile successfully updated')
        .waitFor({ timeout: 10_000 })
        .catch(() => undefined);
    },
  },
  {
    id: 'template-store',
    async run({ page, url, recorder }) {
      await page.goto(`${url}/template-store`);
      await recorder.shot(page, 'The Template Store: 20 letters for every stage of a claim. Search them or pick a category.', {
        step: 'Template Store',
      });
    },
  },
  {
    id: 'template-fill',
    async run({ page, recorder }) {
      await page.getByRole('searchbox', { name: 'Search templates' }).fill('status');
      await page.getByRole('button', { name: /^View Status Check-In/ }).click();
      const dialog = page.getByRole('dialog');
      const claimOption = dialog.locator('option', { hasText: CLAIM.insurer }).first();
      await dialog.getByLabel('Fill with my claim').selectOption((await claimOption.getAttribute('value')) ?? '');
      await recorder.shot(page, 'Fill with my claim: Benji puts in what it knows. What it does not know stays highlighted.', {
        step: 'Fill with my claim',
        highlight: dialog.getByTestId('letter-body'),
      });
    },
  },
  {
    id: 'template-copy',
    async run({ page, recorder }) {
      await page.getByRole('dialog').getByRole('button', { name: 'Copy to Clipboard' }).click();
      await recorder.shot(page, 'Copy it into an e-mail to your adjuster. Benji reminds you of anything still to fill in.', {
        step: 'Copy',
      });
      await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    },
  },
  {
    id: 'tips',
    async run({ page, url, recorder }) {
      await page.goto(`${url}/tips&tricks`);
      await recorder.shot(page, 'Claim Tips & Tricks: twelve habits that keep a claim moving, each with a letter that does it.', {
        step: 'Tips',
      });
    },
  },
  {
    id: 'claim-status',
    available: async ({ page, url }) => {
      await page.goto(`${url}/claim-status`);
      return hasVisible(page.getByText(CLAIM.insurer));
    },
    async run({ page, recorder }) {
      await recorder.shot(page, 'Claim Status: every claim you submitted, with search, filters and the details of each.', {
        step: 'Claim Status',
      });
    },
  },
  {
    id: 'outro',
    run: ({ slides, recorder }) =>
      recorder.slide(slides, {
        title: "You're ready",
        subtitle: 'Benji drafts and reminds; you decide and send. Good luck with your claim.',
      }),
  },
];
