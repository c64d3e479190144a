import { ZClaimUploadResponse } from '@benji/shared';
import { buildLongPolicyPdf } from '../../apps/server/test/assistant/fixtures/policy';
import { registerUser } from '../../apps/server/test/support/accounts';
import type { TestApp } from '../../apps/server/test/support/test-app';
import { uploadsClient, validUploadFields } from '../../apps/server/test/uploads/upload-requests';
import { readPolicyFile } from '../../apps/server/src/modules/uploads/policy-file';
import { ms, percentile, report, timeEach } from './stats';

const PAGES = 100;
const ROUNDS = 5;

/** Extraction and indexing of a 100-page policy, alone and as a whole POST chat/upload/. */
export async function ingest(t: TestApp): Promise<void> {
  const pdf = await buildLongPolicyPdf(PAGES);
  let passages = 0;
  const extract = await timeEach(ROUNDS, async () => {
    passages = (await readPolicyFile({ field: 'files', filename: 'policy.pdf', mimetype: 'application/pdf', data: pdf }, t.app.policyPdfs))
      .passages.length;
  });
  const user = await registerUser(t.app);
  const uploads = uploadsClient(t.app, user.access);
  const upload = await timeEach(ROUNDS, async () => {
    const response = await uploads.create(validUploadFields(), [{ data: pdf, filename: 'policy.pdf' }]);
    const pages = ZClaimUploadResponse.parse(response.json()).claim_upload.policy_page_count;
    if (pages !== PAGES) throw new Error(`expected ${PAGES} pages, got ${pages}`);
  });
  const whole = percentile(upload, 0.5);
  report(
    `Ingest of a ${PAGES}-page policy PDF (${(pdf.length / 1024).toFixed(0)} KB, ${passages} passages; median of ${ROUNDS})`,
    [
      ['text extraction and passages', ms(percentile(extract, 0.5))],
      ['POST /api/chat/upload/ (parse, extract, store)', ms(whole)],
    ],
    { ok: whole < 2000, target: 'under 2 s' },
  );
}
