import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClaimUploadMessage, ZClaimUploadList, ZClaimUploadResponse } from '@benji/shared';
import { loginUser, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { minimalPdf } from '../claims/claim-requests';
import { storedFileCount } from '../claims/stored-files';
import { buildPdf } from '../assistant/fixtures/pdf';
import { buildPolicyPdf } from '../assistant/fixtures/policy';
import { chatClient } from '../chat/chat-requests';
import { uploadsClient, validUploadFields } from './upload-requests';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST chat/upload/', () => {
  it('saves the claim details with the policy PDF, its text indexed page by page', async () => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    const policy = await buildPolicyPdf();
    const response = await uploads.create(validUploadFields(), [{ data: policy, filename: 'My Policy.pdf' }]);
    expect(response.statusCode).toBe(201);
    const { message, claim_upload: upload } = ZClaimUploadResponse.parse(response.json());
    expect(message).toBe('Claim details uploaded successfully!');
    expect(upload).toMatchObject({
      insurance_company_name: 'Maple Mutual',
      policy_number: 'HO-554221',
      police_report_number: '',
      adjuster_name: 'Sam Lee',
      adjuster_phone_number: '(416) 555-0199 ext. 12',
      adjuster_email: 'sam.lee@maple.example',
      add_claim_number: 'MM-2026-0042',
      files_metadata: [{ filename: 'My Policy.pdf', size: policy.length, content_type: 'application/pdf' }],
      policy_text_status: 'indexed',
      policy_page_count: 6,
    });
    expect(ZClaimUploadList.parse((await uploads.list()).json())).toEqual([upload]);
    // Indexed for retrieval: the assistant quotes the right page straight away.
    expect((await chatClient(t.app, user.access).ask('What is my deductible?')).ai_message.content).toMatch(
      /deductible[^\n]*\$1,000 \(page 5\)[\s\S]*\*\*Page 5 — /,
    );
  });

  it('saves details without a file, and accepts a scanned PDF it cannot read, saying so', async () => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    expect(await uploads.save()).toMatchObject({ files_metadata: [], policy_text_status: 'none', policy_page_count: null });
    const scanned = await uploads.save({}, { data: minimalPdf(), filename: 'scan.pdf' });
    expect(scanned).toMatchObject({ policy_text_status: 'no_text', policy_page_count: 1, files_metadata: [{ filename: 'scan.pdf' }] });
    // Newest first: the chat page uses the first, so the assistant reads the scan's status.
    expect(ZClaimUploadList.parse((await uploads.list()).json()).map((upload) => upload.upload_id)[0]).toBe(scanned.upload_id);
    expect((await chatClient(t.app, user.access).ask('Is mold covered?')).ai_message.content).toContain('no text layer');
    expect(ClaimUploadMessage.noTextLayer).toContain('cannot read it');
  });

  it('uses only the first file when several are sent', async () => {
    const user = await registerUser(t.app);
    const response = await uploadsClient(t.app, user.access).create(validUploadFields(), [
      { data: await buildPolicyPdf(), filename: 'first.pdf' },
      { data: minimalPdf(), filename: 'second.pdf' },
    ]);
    expect(ZClaimUploadResponse.parse(response.json()).claim_upload.files_metadata).toEqual([
      expect.objectContaining({ filename: 'first.pdf' }),
    ]);
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(1);
  });

  it('comes back with login as claim_uploads, newest first', async () => {
    const user = await registerUser(t.app);
    expect(user.claim_uploads).toEqual([]);
    const uploads = uploadsClient(t.app, user.access);
    const older = await uploads.save({ add_claim_number: 'OLD-1' });
    const newer = await uploads.save({ add_claim_number: 'NEW-2' });
    expect((await loginUser(t.app, user.email, user.password)).claim_uploads).toEqual([newer, older]);
  });
});

describe('PATCH chat/uploads/{uploadId}/', () => {
  it('updates the details and keeps the PDF when none is sent', async () => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    const saved = await uploads.save({}, { data: await buildPolicyPdf(), filename: 'policy.pdf' });
    const response = await uploads.update(saved.upload_id, validUploadFields({ adjuster_name: 'Dana Wu', police_report_number: 'PR-9' }));
    expect(response.statusCode).toBe(200);
    const { message, claim_upload: updated } = ZClaimUploadResponse.parse(response.json());
    expect(message).toBe('Claim details updated successfully!');
    expect(updated).toMatchObject({
      upload_id: saved.upload_id,
      adjuster_name: 'Dana Wu',
      police_report_number: 'PR-9',
      files_metadata: saved.files_metadata,
      policy_text_status: 'indexed',
    });
    expect(updated.created_at).toBe(saved.created_at);
    expect(Date.parse(updated.updated_at)).toBeGreaterThanOrEqual(Date.parse(saved.updated_at));
  });

  it('replaces the PDF, its passages and its stored file', async () => {
    const user = await registerUser(t.app);
    const uploads = uploadsClient(t.app, user.access);
    const saved = await uploads.save({}, { data: await buildPolicyPdf(), filename: 'old.pdf' });
    const newPolicy = await buildPdf([
      [{ text: 'Short policy.' }],
      [{ heading: 'DEDUCTIBLE' }, { text: 'Your deductible is $2,500 for every loss.' }],
    ]);
    const updated = ZClaimUploadResponse.parse(
      (await uploads.update(saved.upload_id, validUploadFields(), [{ data: newPolicy, filename: 'new.pdf' }])).json(),
    ).claim_upload;
    expect(updated).toMatchObject({
      files_metadata: [{ filename: 'new.pdf', size: newPolicy.length }],
      policy_page_count: 2,
      policy_text_status: 'indexed',
    });
    expect(await storedFileCount(t.database.db, user.user.pk)).toBe(1);
    const answer = (await chatClient(t.app, user.access).ask('What is my deductible?')).ai_message.content;
    expect(answer).toMatch(/\*\*Page 2 — [^*]*:\*\*\n“Your deductible is \$2,500/);
    expect(answer).not.toContain('$1,000');
  });
});
