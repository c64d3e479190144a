import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { POLICY_FILE_MAX_BYTES, ZClaimWithMessage } from '@benji/shared';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { minimalPdf, pdfOfSize, signedInClaimant, validFields } from './claim-requests';
import { storedFileCount } from './stored-files';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const daysFromNow = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

describe('POST /api/my-claims/', () => {
  it('stores a multipart claim for the caller and answers it with the message', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields({ region: 'on', police_report_number: 'OPP-7781' }));
    expect(response.statusCode).toBe(201);
    const body = ZClaimWithMessage.parse(response.json());
    expect(body.message).toBe('Claim submitted successfully.');
    expect(body.claim).toMatchObject({
      type_of_claim: 'Basement Flood / Water Damage',
      description: 'The sump pump failed overnight and the basement flooded.',
      date_of_incident: '2024-04-02',
      country_of_incident: 'Canada',
      city_of_incident: 'Ottawa',
      region: 'ON',
      insurance_company_name: 'Intact Insurance',
      policy_number: 'POL-2024-0042',
      police_report_number: 'OPP-7781',
      policy_document: null,
      policy_document_name: null,
      status: 'Active',
      user: user.user.pk,
    });
    expect(Date.parse(body.claim.created_at)).toBeGreaterThan(Date.now() - 60_000);
    expect((await claims.get(body.claim.id)).json()).toEqual(body.claim);
  });

  it('accepts JSON too, fills the optional fields with empty text, and accepts today', async () => {
    const { claims } = await signedInClaimant(t.app);
    const { insurance_company_name: _i, policy_number: _p, police_report_number: _r, ...required } = validFields();
    const response = await claims.submitJson({ ...required, date_of_incident: daysFromNow(0) });
    expect(response.statusCode).toBe(201);
    const { claim } = ZClaimWithMessage.parse(response.json());
    expect(claim).toMatchObject({ insurance_company_name: '', policy_number: '', police_report_number: '', region: null });
  });

  it('ignores the user field: a claim always belongs to the caller', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const other = await signedInClaimant(t.app);
    const response = await claims.submit(validFields({ user: String(other.user.user.pk) }));
    expect(ZClaimWithMessage.parse(response.json()).claim.user).toBe(user.user.pk);
    expect((await other.claims.list()).json()).toEqual([]);
  });

  it.each([
    ['type_of_claim', 'Type of claim is required'],
    ['description', 'Please describe what happened'],
    ['date_of_incident', 'Date of incident is required'],
    ['country_of_incident', 'Country of incident is required'],
    ['city_of_incident', 'City of incident is required'],
  ])('answers a missing %s with the form message', async (field, message) => {
    const { claims } = await signedInClaimant(t.app);
    const { [field]: _omitted, ...fields } = validFields();
    const response = await claims.submit(fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    const blank = await claims.submit(validFields({ [field]: '   ' }));
    expect(blank.json()).toEqual({ [field]: [message] });
  });

  it('answers every missing field at once, as the form would show them', async () => {
    const { claims } = await signedInClaimant(t.app);
    const response = await claims.submitJson({});
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json()).sort()).toEqual([
      'city_of_incident',
      'country_of_incident',
      'date_of_incident',
      'description',
      'type_of_claim',
    ]);
  });

  it.each([
    [
      'a country other than the two',
      { country_of_incident: 'Mexico' },
      'country_of_incident',
      'Country of incident must be United States or Canada.',
    ],
    ['an unknown claim type', { type_of_claim: 'Boat Sinking' }, 'type_of_claim', 'Select a claim type from the list.'],
    ['a state of the other country', { region: 'TX' }, 'region', 'Select a state or province of the country of incident.'],
    ['a date in the future', { date_of_incident: daysFromNow(2) }, 'date_of_incident', 'Date of incident cannot be in the future.'],
    ['a date that does not exist', { date_of_incident: '2023-02-29' }, 'date_of_incident', 'Enter a real date as YYYY-MM-DD.'],
    ['a date in another format', { date_of_incident: '04/02/2024' }, 'date_of_incident', 'Enter a real date as YYYY-MM-DD.'],
    [
      'a 101-character city',
      { city_of_incident: 'x'.repeat(101) },
      'city_of_incident',
      'Ensure this field has not more than 100 characters.',
    ],
  ])('refuses %s', async (_label, override, field, message) => {
    const { user, claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields(override));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    expect((await claims.list()).json()).toEqual([]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('refuses a number where text belongs in JSON', async () => {
    const { claims } = await signedInClaimant(t.app);
    const response = await claims.submitJson({ ...validFields(), city_of_incident: 42 });
    expect(response.json()).toEqual({ city_of_incident: ['Not a valid string.'] });
  });
});

describe('POST /api/my-claims/ with a policy document', () => {
  it('stores a real PDF, links it, and lets its owner download it as an attachment', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const pdf = minimalPdf();
    const response = await claims.submit(validFields(), { data: pdf, filename: 'Home Policy 2024.pdf' });
    expect(response.statusCode).toBe(201);
    const { claim } = ZClaimWithMessage.parse(response.json());
    expect(claim.policy_document).toBe(`/api/my-claims/${claim.id}/policy-document/`);
    expect(claim.policy_document_name).toBe('Home Policy 2024.pdf');

    const download = await claims.document(claim.id);
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Home Policy 2024.pdf"; filename*=UTF-8''Home%20Policy%202024.pdf`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(1);
  });

  it('keeps a non-ASCII name exact and its header safe', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create({}, { data: minimalPdf(), filename: 'rapport été (2024).pdf' });
    expect(claim.policy_document_name).toBe('rapport été (2024).pdf');
    const disposition = (await claims.document(claim.id)).headers['content-disposition'];
    expect(disposition).toBe(`attachment; filename="rapport _t_ (2024).pdf"; filename*=UTF-8''rapport%20%C3%A9t%C3%A9%20%282024%29.pdf`);
  });

  it.each([
    ['a text file named .pdf', Buffer.from('Just some notes, not a PDF.\n'), 'notes.pdf'],
    ['a PNG named .pdf', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'scan.pdf'],
    ['HTML that mentions %PDF- and %%EOF', Buffer.from('<html><script>alert(1)</script>%PDF-1.4 %%EOF</html>'), 'policy.pdf'],
    ['a PDF cut short (no %%EOF)', minimalPdf().subarray(0, 120), 'policy.pdf'],
  ])('refuses %s and stores nothing', async (_label, data, filename) => {
    const { user, claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields(), { data, filename });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ policy_document: ['Only PDF files are allowed'] });
    expect((await claims.list()).json()).toEqual([]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('refuses a file one byte over 10 MB and stores nothing', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields(), { data: pdfOfSize(POLICY_FILE_MAX_BYTES + 1), filename: 'big.pdf' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ policy_document: ['File size must be less than 10MB'] });
    expect((await claims.list()).json()).toEqual([]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('accepts a PDF of exactly 10 MB', async () => {
    const { claims } = await signedInClaimant(t.app);
    const claim = await claims.create({}, { data: pdfOfSize(POLICY_FILE_MAX_BYTES), filename: 'exact.pdf' });
    expect((await claims.document(claim.id)).rawPayload.length).toBe(POLICY_FILE_MAX_BYTES);
  });

  it('stores no file when the fields are refused', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    const response = await claims.submit(validFields({ city_of_incident: '' }), { data: minimalPdf(), filename: 'policy.pdf' });
    expect(response.statusCode).toBe(400);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('leaves no stored file behind when the claim row cannot be written', async () => {
    const { user, claims } = await signedInClaimant(t.app);
    // A constraint the schema does not have, so the insert fails after the file was written in the same transaction.
    await t.database.db.execute(sql`alter table claims add constraint test_no_failtown check (city_of_incident <> 'Failtown')`);
    try {
      const response = await claims.submit(validFields({ city_of_incident: 'Failtown' }), { data: minimalPdf(), filename: 'policy.pdf' });
      expect(response.statusCode).toBe(500);
      expect(response.json().message).toBe('Something went wrong on our side. Please try again.');
    } finally {
      await t.database.db.execute(sql`alter table claims drop constraint test_no_failtown`);
    }
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
    expect((await claims.list()).json()).toEqual([]);
  });

  it('treats an empty file input as no document and refuses a file under another name', async () => {
    const { claims } = await signedInClaimant(t.app);
    const empty = await claims.submit(validFields(), { data: Buffer.alloc(0), filename: '' });
    expect(ZClaimWithMessage.parse(empty.json()).claim.policy_document).toBeNull();
    const stray = await claims.submit(validFields(), { data: minimalPdf(), filename: 'policy.pdf' }, 'file');
    expect(stray.statusCode).toBe(400);
    expect(stray.json()).toEqual({ file: ['Send the policy document as policy_document.'] });
  });
});
