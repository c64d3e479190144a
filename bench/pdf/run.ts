// npm run bench:pdf — what a hostile policy PDF costs everyone else, and what a normal one costs its
// owner. Not a test: nothing here fails a build.
import { cpus } from 'node:os';
import { ZClaimUploadResponse, chatPaths } from '@benji/shared';
import { extractPdfPages } from '../../apps/server/src/assistant/retrieval/extract-pdf';
import { bearer, registerUser } from '../../apps/server/test/support/accounts';
import { createTestApp } from '../../apps/server/test/support/test-app';
import { latenciesDuring } from '../../apps/server/test/uploads/event-loop-latency';
import { manyPagePdf } from '../../apps/server/test/uploads/long-pdfs';
import { uploadForm, validUploadFields } from '../../apps/server/test/uploads/upload-requests';
import { buildLongPolicyPdf } from '../../apps/server/test/assistant/fixtures/policy';
import { ms, percentile, report, timeEach } from '../assistant/stats';

const HOSTILE_PAGES = 20_000;
const NORMAL_PAGES = 10;
const ROUNDS = 5;

console.log(
  `Benji policy-PDF benchmark — Node ${process.version}, ${cpus().length} cores, ${process.env.TEST_DATABASE_URL ? 'PostgreSQL' : 'embedded PGlite'}`,
);
const t = await createTestApp();
try {
  // Over real HTTP: the health check is what a load balancer sees while another user uploads.
  const base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  const health = async () => {
    const response = await fetch(`${base}/api/health/`);
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`health check answered ${response.status}`);
  };
  const user = await registerUser(t.app);
  const upload = async (pdf: Buffer) => {
    const response = await fetch(`${base}${chatPaths.upload}`, {
      method: 'POST',
      headers: bearer(user.access),
      body: uploadForm(validUploadFields(), [{ data: pdf, filename: 'policy.pdf' }]),
    });
    return { status: response.status, body: (await response.json()) as unknown };
  };

  const idle = await timeEach(50, health);
  const hostile = manyPagePdf(HOSTILE_PAGES);
  const started = performance.now();
  const { result: refusal, latencies } = await latenciesDuring(upload(hostile), health);
  const refusedIn = performance.now() - started;
  const p99 = percentile(latencies, 0.99);
  report(
    `GET /api/health/ while a ${HOSTILE_PAGES.toLocaleString('en-US')}-page PDF (${(hostile.length / 1024 / 1024).toFixed(1)} MB) is refused`,
    [
      ['idle: p50 / p99 (50 calls)', `${ms(percentile(idle, 0.5))} / ${ms(percentile(idle, 0.99))}`],
      [
        `during: p50 / p99 / max (${latencies.length} calls)`,
        `${ms(percentile(latencies, 0.5))} / ${ms(p99)} / ${ms(Math.max(...latencies))}`,
      ],
      ['the upload', `${refusal.status} in ${ms(refusedIn)}: ${JSON.stringify((refusal.body as { message?: string }).message)}`],
    ],
    { ok: p99 < 200 && refusal.status === 400, target: 'p99 under 200 ms, refused with a 400' },
  );

  const normal = await buildLongPolicyPdf(NORMAL_PAGES);
  const inThread = await timeEach(ROUNDS, () => extractPdfPages(normal));
  const inWorker = await timeEach(ROUNDS, () => t.app.policyPdfs.read(normal));
  const whole = await timeEach(ROUNDS, async () => {
    const { status, body } = await upload(normal);
    const pages = ZClaimUploadResponse.parse(body).claim_upload.policy_page_count;
    if (status !== 201 || pages !== NORMAL_PAGES) throw new Error(`expected ${NORMAL_PAGES} pages, got ${status} ${pages}`);
  });
  report(`A normal ${NORMAL_PAGES}-page policy PDF (${(normal.length / 1024).toFixed(0)} KB; median of ${ROUNDS}, warm)`, [
    ['text extraction on the calling thread', ms(percentile(inThread, 0.5))],
    ['text extraction and passages in a worker', ms(percentile(inWorker, 0.5))],
    ['POST /api/chat/upload/ (read, extract, store)', ms(percentile(whole, 0.5))],
  ]);
} finally {
  await t.close();
}
