import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sql } from 'drizzle-orm';
import { ClaimMessage, ClaimUploadMessage, POLICY_FILE_MAX_BYTES, ZClaimWithMessage } from '@benji/shared';
import { bearer, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimsClient, minimalPdf, pdfOfSize, validFields } from '../claims/claim-requests';
import { storedFileCount } from '../claims/stored-files';
import { uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { HTML_PAYLOAD, PNG_1X1, deflateBombPdf, pdfWithJavaScript } from './hostile-pdfs';

// Real requests on a real database, on a machine that may be busy: no test here should need this long.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function newUser() {
  const user = await registerUser(t.app);
  return { ...user, id: user.user.pk, claims: claimsClient(t.app, user.access), uploads: uploadsClient(t.app, user.access) };
}

const storedNames = async (userId: number) =>
  (
    (await t.database.db.execute(sql`select filename from stored_files where user_id = ${userId} order by created_at`)) as unknown as {
      rows: Array<{ filename: string }>;
    }
  ).rows.map((r) => r.filename);

function patchPhoto(access: string, data: Buffer, filename: string, type: string) {
  const form = new FormData();
  form.append('profile.profile_image', new Blob([data], { type }), filename);
  return t.app.inject({ method: 'PATCH', url: '/api/update-profile/', headers: bearer(access), payload: form });
}

describe('policy files that are not what they claim', () => {
  const notPdf = { data: HTML_PAYLOAD, filename: 'policy.pdf', type: 'application/pdf' };

  it('refuses a .pdf that is really HTML on both upload routes, storing nothing', async () => {
    const user = await newUser();
    const claim = await user.claims.submit(validFields(), notPdf);
    expect(claim.statusCode).toBe(400);
    expect(claim.json()).toEqual({ policy_document: [ClaimMessage.onlyPdf] });
    const details = await user.uploads.create(validUploadFields(), [notPdf]);
    expect(details.statusCode).toBe(400);
    expect(details.json().files).toEqual([ClaimUploadMessage.onlyPdf]);
    expect(await storedFileCount(t.database.db, user.id)).toBe(0);
  });

  it.each([
    [
      'POST my-claims/',
      (user: Awaited<ReturnType<typeof newUser>>) =>
        user.claims.submit(validFields(), { data: pdfOfSize(POLICY_FILE_MAX_BYTES + 1), filename: 'big.pdf' }),
    ],
    [
      'POST chat/upload/',
      (user: Awaited<ReturnType<typeof newUser>>) =>
        user.uploads.create(validUploadFields(), [{ data: pdfOfSize(POLICY_FILE_MAX_BYTES + 1), filename: 'big.pdf' }]),
    ],
  ])('refuses a file of 10 MB + 1 byte on %s, storing nothing', async (_route, send) => {
    const user = await newUser();
    const response = await send(user);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('File size must be less than 10MB');
    expect(await storedFileCount(t.database.db, user.id)).toBe(0);
  });

  it('answers a cut-off multipart body with a 400, not a 500, on every form route', async () => {
    const user = await newUser();
    const upload = await user.uploads.save();
    const routes = [
      ['POST', '/api/my-claims/'],
      ['POST', '/api/chat/upload/'],
      ['PATCH', `/api/chat/uploads/${upload.upload_id}/`],
      ['PATCH', '/api/update-profile/'],
    ] as const;
    for (const [method, url] of routes) {
      const response = await t.app.inject({
        method,
        url,
        headers: { ...bearer(user.access), 'content-type': 'multipart/form-data; boundary=x' },
        payload: '--x\r\nContent-Disposition: form-data; name="description"\r\n\r\ncut off here',
      });
      expect([url, response.statusCode]).toEqual([url, 400]);
      expect(response.json().message).toBe('The form data is malformed.');
    }
  });
});

describe('a PDF with embedded JavaScript', () => {
  it('is accepted and stored, and only ever served as a download that cannot run', async () => {
    const user = await newUser();
    const claim = ZClaimWithMessage.parse(
      (await user.claims.submit(validFields(), { data: pdfWithJavaScript(), filename: 'policy.pdf' })).json(),
    ).claim;
    const response = await user.claims.document(claim.id);
    expect(response.statusCode).toBe(200);
    expect(response.rawPayload.equals(pdfWithJavaScript())).toBe(true);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toMatch(/^attachment;/);
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);

    const details = await user.uploads.save({}, { data: pdfWithJavaScript(), filename: 'policy.pdf' });
    expect(details.policy_text_status).toBe('indexed');
    // The public file route serves images only: a stored PDF is never reachable there.
    const ids = (await t.database.db.execute(sql`select id::text as id from stored_files where user_id = ${user.id}`)) as unknown as {
      rows: Array<{ id: string }>;
    };
    // The details' policy replaced the claim's: one file, the claim's document and the details' alike.
    expect(ids.rows).toHaveLength(1);
    expect((await user.claims.document(claim.id)).rawPayload.equals(pdfWithJavaScript())).toBe(true);
    for (const { id } of ids.rows) expect((await t.app.inject({ method: 'GET', url: `/api/files/${id}` })).statusCode).toBe(404);
  });
});

describe('a profile photo that is really HTML', () => {
  it('is refused when the bytes are not an image, whatever the name and type say', async () => {
    const user = await newUser();
    const response = await patchPhoto(user.access, HTML_PAYLOAD, 'me.png', 'image/png');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'profile.profile_image': ['Please select a valid image file (.jpg, .jpeg, .png)'] });
    expect(await storedFileCount(t.database.db, user.id)).toBe(0);
  });

  it('is served as a PNG that the browser may not sniff or run, when HTML hides behind PNG bytes', async () => {
    const user = await newUser();
    const polyglot = Buffer.concat([PNG_1X1, HTML_PAYLOAD]);
    const response = await patchPhoto(user.access, polyglot, 'me.html', 'text/html');
    expect(response.statusCode).toBe(200);
    const photoUrl = String(response.json().user.profile_image ?? response.json().user.profile?.profile_image);
    const photo = await t.app.inject({ method: 'GET', url: new URL(photoUrl, 'http://x').pathname });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/png');
    expect(photo.headers['x-content-type-options']).toBe('nosniff');
    expect(photo.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
  });
});

describe('a deflate bomb', () => {
  it.each([
    ['one Flate filter', 1],
    ['two chained Flate filters', 2],
  ] as const)('is refused on chat/upload/ before the PDF reader inflates it, without eating the memory (%s)', async (_label, layers) => {
    const user = await newUser();
    // 1 GB of content in a PDF of 1 MB (one filter) or a few KB (two): unguarded, the PDF reader took 15 s and 3 GB on 1 GB.
    const bomb = deflateBombPdf(1000, layers);
    const rssBefore = process.memoryUsage().rss;
    const response = await user.uploads.create(validUploadFields(), [{ data: bomb, filename: 'policy.pdf' }]);
    expect(response.statusCode).toBe(400);
    expect(response.json().files).toEqual([ClaimUploadMessage.unreadablePdf]);
    expect(process.memoryUsage().rss - rssBefore).toBeLessThan(512 * 1024 * 1024);
    expect(await storedFileCount(t.database.db, user.id)).toBe(0);
  });

  it('is stored as is on my-claims/, which keeps the file without reading it', async () => {
    const user = await newUser();
    const response = await user.claims.submit(validFields(), { data: deflateBombPdf(1000), filename: 'policy.pdf' });
    expect(response.statusCode).toBe(201);
    expect(await storedFileCount(t.database.db, user.id)).toBe(1);
  });
});

describe('path traversal in file names', () => {
  it.each([
    ['../../../../etc/passwd.pdf', 'passwd.pdf'],
    ['..\\..\\windows\\system32\\policy.pdf', 'policy.pdf'],
    ['/etc/cron.d/policy.pdf', 'policy.pdf'],
    ['..', null],
    ['policy.pdf\u0000.sh', 'policy.pdf.sh.pdf'],
  ])('stores %j under a bare name that never leaves its folder', async (filename, expected) => {
    const user = await newUser();
    // The claim's policy, then its details' policy, which replaces it: each name is checked as stored.
    for (const send of [
      () => user.claims.create({}, { data: minimalPdf(), filename }),
      () => user.uploads.save({}, { data: minimalPdf(), filename }),
    ]) {
      await send();
      const names = await storedNames(user.id);
      expect(names).toHaveLength(1);
      for (const name of names) {
        expect(name).not.toMatch(/[\\/]|^\.\.?$/);
        expect(name).not.toContain('\u0000');
        if (expected) expect(name).toBe(expected);
      }
    }
  });
});
