import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  ZClaimList,
  ZClaimUploadList,
  ZClaimWithMessage,
  ZCredentials,
  ZRefreshResponse,
  authPaths,
  chatPaths,
  claimsPaths,
} from '@benji/shared';
import { Limits } from '../../src/lib/rate-limiter';
import { claimForm, minimalPdf, validFields } from '../claims/claim-requests';
import { uploadForm, validUploadFields } from '../uploads/upload-requests';
import { newUserInput } from '../support/accounts';
import { startServer, type ServerProcess } from '../faults/support/server-process';
import { startTempPostgres, type TempPostgres } from '../faults/support/temp-postgres';
import { REDIS_URL, inspector, uniquePrefix } from '../rate-limit-redis/redis-support';
import { startNginx, type Nginx } from './nginx';

const prefix = uniquePrefix();
let postgres: TempPostgres;
let servers: ServerProcess[] = [];
let nginx: Nginx;
beforeAll(async () => {
  postgres = await startTempPostgres();
  const env = { DATABASE_URL: postgres.url, REDIS_URL, REDIS_KEY_PREFIX: prefix, TRUST_PROXY: 'true', RATE_LIMIT_SCALE: '1' };
  // Started together, as a deployment would: the migrations' advisory lock keeps them from colliding.
  servers = await Promise.all([startServer(env), startServer(env)]);
  nginx = await startNginx(servers.map((server) => `127.0.0.1:${server.port}`));
}, 120_000);
afterAll(async () => {
  await nginx?.stop();
  for (const server of servers) server.kill('SIGKILL');
  postgres?.destroy();
  const redis = await inspector();
  await redis.clear(prefix);
  await redis.close();
});

const json = (access?: string) => ({ 'content-type': 'application/json', ...(access ? { authorization: `Bearer ${access}` } : {}) });

it('signs in through instance A and works through instance B: tokens, claims and policy PDFs are shared', { timeout: 60_000 }, async () => {
  const [viaA, viaB] = nginx.pinned as [string, string];
  const input = newUserInput();
  const registered = await fetch(viaA + authPaths.register, { method: 'POST', headers: json(), body: JSON.stringify(input) });
  expect(registered.status).toBe(201);
  const { access, refresh } = ZCredentials.parse(await registered.json());

  // A PDF uploaded through A is stored in the database, so B serves the same bytes.
  const pdf = minimalPdf();
  const submitted = await fetch(viaA + claimsPaths.list, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: claimForm(validFields(), { data: pdf, filename: 'policy.pdf' }),
  });
  expect(submitted.status).toBe(201);
  const claim = ZClaimWithMessage.parse(await submitted.json()).claim;
  const document = await fetch(viaB + claimsPaths.policyDocument(claim.id), { headers: { authorization: `Bearer ${access}` } });
  expect(document.status).toBe(200);
  expect(Buffer.from(await document.arrayBuffer()).equals(pdf)).toBe(true);

  const saved = await fetch(viaA + chatPaths.upload, {
    method: 'POST',
    headers: { authorization: `Bearer ${access}` },
    body: uploadForm(validUploadFields({ add_claim_number: 'SCALE-1' }), [{ data: pdf, filename: 'policy.pdf' }]),
  });
  expect(saved.status).toBe(201);
  const uploads = ZClaimUploadList.parse(
    await (await fetch(viaB + chatPaths.uploads, { headers: { authorization: `Bearer ${access}` } })).json(),
  );
  expect(uploads.map((upload) => [upload.add_claim_number, upload.files_metadata.map((file) => file.filename)])).toEqual([
    ['SCALE-1', ['policy.pdf']],
  ]);

  // A chat begun on B continues on A; the refresh token issued by A rotates on B.
  const first = await fetch(viaB + chatPaths.messages, {
    method: 'POST',
    headers: json(access),
    body: JSON.stringify({ content: 'What is a deductible?' }),
  });
  expect(first.status).toBe(201);
  const { session } = (await first.json()) as { session: { session_id: string } };
  const second = await fetch(viaA + chatPaths.messages, {
    method: 'POST',
    headers: json(access),
    body: JSON.stringify({ content: 'And a premium?', session_id: session.session_id }),
  });
  expect(second.status).toBe(201);
  const rotated = await fetch(viaB + authPaths.refresh, { method: 'POST', headers: json(), body: JSON.stringify({ refresh }) });
  expect(rotated.status).toBe(200);
  const next = ZRefreshResponse.parse(await rotated.json());
  expect(
    (await fetch(viaA + authPaths.refresh, { method: 'POST', headers: json(), body: JSON.stringify({ refresh: next.refresh }) })).status,
  ).toBe(200);
  // Instance A sees what B rotated: the first token coming back now is a copy.
  const reused = await fetch(viaA + authPaths.refresh, { method: 'POST', headers: json(), body: JSON.stringify({ refresh }) });
  expect(reused.status).toBe(401);
});

it('counts one sign-in limit across both instances behind the balancer (REDIS_URL set)', { timeout: 60_000 }, async () => {
  const email = newUserInput().email;
  const before = nginx.upstreams().length;
  const statuses: number[] = [];
  for (let attempt = 0; attempt < Limits.loginPerEmail.max + 2; attempt += 1) {
    const response = await fetch(nginx.balanced + authPaths.login, {
      method: 'POST',
      headers: json(),
      body: JSON.stringify({ email, password: 'wrong-password-1' }),
    });
    statuses.push(response.status);
  }
  // The balancer spread the attempts over both instances, and still the eleventh was refused.
  const used = new Set(nginx.upstreams().slice(before));
  expect(used).toEqual(new Set(servers.map((server) => `127.0.0.1:${server.port}`)));
  expect(statuses.slice(0, Limits.loginPerEmail.max).every((status) => status === 400 || status === 401)).toBe(true);
  expect(statuses.slice(Limits.loginPerEmail.max)).toEqual([429, 429]);
});

it(
  'shows a change made through one instance at the very next request through the other, though each keeps reads in memory',
  { timeout: 60_000 },
  async () => {
    const [viaA, viaB] = nginx.pinned as [string, string];
    const registered = await fetch(viaA + authPaths.register, { method: 'POST', headers: json(), body: JSON.stringify(newUserInput()) });
    const { access, refresh } = ZCredentials.parse(await registered.json());
    const listVia = async (base: string) => {
      const response = await fetch(base + claimsPaths.list, { headers: json(access) });
      expect(response.status).toBe(200);
      return ZClaimList.parse(await response.json());
    };
    for (let round = 1; round <= 10; round += 1) {
      const [writer, reader] = round % 2 ? [viaA, viaB] : [viaB, viaA];
      await listVia(reader); // the reader has the list in memory now
      const submitted = await fetch(writer + claimsPaths.list, {
        method: 'POST',
        headers: json(access),
        body: JSON.stringify(validFields({ description: `Round ${round}` })),
      });
      expect(submitted.status).toBe(201);
      expect((await listVia(reader)).map((claim) => claim.description)).toEqual(
        Array.from({ length: round }, (_, index) => `Round ${round - index}`),
      );
    }

    // Signed out through A, the token is refused through B, which had the session in memory.
    expect((await fetch(viaB + claimsPaths.list, { headers: json(access) })).status).toBe(200);
    const signedOut = await fetch(viaA + authPaths.logout, { method: 'POST', headers: json(access), body: JSON.stringify({ refresh }) });
    expect(signedOut.status).toBe(200);
    expect((await fetch(viaB + claimsPaths.list, { headers: json(access) })).status).toBe(401);
  },
);
