import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimUploadMessage } from '@benji/shared';
import { registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { minimalPdf, pdfOfSize } from '../claims/claim-requests';
import { storedFileCount } from '../claims/stored-files';
import { uploadsClient, validUploadFields } from './upload-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const refusal = (message: string, fields: Record<string, string[]>, code: string) => ({ ...fields, message, detail: message, code });

describe('claim details: refused forms', () => {
  it("answers the spec's message for missing required fields, naming each, and stores nothing", async () => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    const response = await uploads.create({ insurance_company_name: ' ', policy_number: 'P-1' }, [
      { data: minimalPdf(), filename: 'p.pdf' },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(
      refusal(
        'Please fill in all required fields (Insurance Company Name, Adjuster Name, Phone, Email, Claim Number)',
        {
          insurance_company_name: ['This field is required.'],
          adjuster_name: ['This field is required.'],
          adjuster_phone_number: ['This field is required.'],
          adjuster_email: ['This field is required.'],
          add_claim_number: ['This field is required.'],
        },
        'claimUpload.requiredFields',
      ),
    );
    expect((await uploads.list()).json()).toEqual([]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('names a malformed e-mail or phone number', async () => {
    const uploads = uploadsClient(t.app, (await registerUser(t.app)).access);
    const email = await uploads.create(validUploadFields({ adjuster_email: 'sam at maple' }));
    expect(email.json()).toEqual(
      refusal('Enter a valid email address.', { adjuster_email: ['Enter a valid email address.'] }, 'field.invalidEmail'),
    );
    const phone = await uploads.create(validUploadFields({ adjuster_phone_number: 'call me' }));
    expect(phone.json()).toEqual(
      refusal(ClaimUploadMessage.invalidPhone, { adjuster_phone_number: [ClaimUploadMessage.invalidPhone] }, 'claimUpload.invalidPhone'),
    );
    const long = await uploads.create(validUploadFields({ add_claim_number: 'x'.repeat(101) }));
    expect(long.json()).toMatchObject({ add_claim_number: ['Ensure this field has not more than 100 characters.'] });
  });

  it.each([
    ['a text file named .pdf', Buffer.from('just some text, not a pdf'), ClaimUploadMessage.onlyPdf, 'claim.onlyPdf'],
    [
      'an image named .pdf',
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0]),
      ClaimUploadMessage.onlyPdf,
      'claim.onlyPdf',
    ],
    [
      'a PDF header on a broken body',
      Buffer.from('%PDF-1.7\nthis is not a real document\n%%EOF\n'),
      ClaimUploadMessage.unreadablePdf,
      'claimUpload.unreadablePdf',
    ],
    ['an 11 MB file', pdfOfSize(11 * 1024 * 1024), 'File size must be less than 10MB', 'claim.fileTooLarge'],
  ])('refuses %s with its message, storing nothing', async (_, data, message, code) => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    const response = await uploads.create(validUploadFields(), [{ data, filename: 'policy.pdf', type: 'application/pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(refusal(message, { files: [message] }, code));
    expect((await uploads.list()).json()).toEqual([]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(0);
  });

  it('refuses a file sent under another field name', async () => {
    const uploads = uploadsClient(t.app, (await registerUser(t.app)).access);
    const response = await uploads.create(validUploadFields(), [{ data: minimalPdf(), filename: 'p.pdf' }], 'policy');
    expect(response.json()).toEqual(
      refusal(ClaimUploadMessage.fileField, { policy: [ClaimUploadMessage.fileField] }, 'claimUpload.fileField'),
    );
  });

  it("keeps the saved details when an update is refused, and answers 404 for another user's or an unknown upload", async () => {
    const owner = await registerUser(t.app);
    const other = await registerUser(t.app);
    const mine = uploadsClient(t.app, owner.access);
    const saved = await mine.save();
    const refused = await mine.update(saved.upload_id, validUploadFields({ adjuster_name: '' }), [
      { data: Buffer.from('nope'), filename: 'x.pdf' },
    ]);
    expect(refused.json()).toMatchObject({ message: ClaimUploadMessage.requiredFields });
    for (const id of [saved.upload_id, randomUUID(), 'not-an-id']) {
      const response = await uploadsClient(t.app, other.access).update(id, validUploadFields({ adjuster_name: 'Mallory' }));
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({
        detail: ClaimUploadMessage.notFound,
        message: ClaimUploadMessage.notFound,
        code: 'claimUpload.notFound',
      });
    }
    expect((await mine.list()).json()).toEqual([saved]);
    expect((await uploadsClient(t.app, other.access).list()).json()).toEqual([]);
  });
});
