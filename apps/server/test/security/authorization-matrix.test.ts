import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bearer, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { headerProblems } from './header-rules';
import { registeredRoutes, routeKey } from './route-list';
import { TOKEN_KINDS, routeTable, type Expected, type RouteCase, type TokenKind } from './route-table';
import { snapshotUser } from './snapshot';
import { WORLD_TIMEOUT, buildWorld, type Account, type World } from './world';

// Item 1 of issue 7: every route x every kind of caller. The trial gate (402) has its own tests
// in accounts/trial-gate.test.ts; the token variants beyond these six in accounts/change-password.test.ts.

// Real requests on a real database, on a machine that may be busy: no test here should need this long.
vi.setConfig({ testTimeout: 60_000 });

let t: TestApp;
let w: World;
beforeAll(async () => {
  // Limits scaled out of the way: this file is about who may do what, not how often.
  t = await createTestApp({ E2E_TEST_HOOKS: 'true', RATE_LIMIT_SCALE: '1000' });
  w = await buildWorld(t);
}, WORLD_TIMEOUT);
afterAll(() => t.close());

async function authorization(kind: TokenKind, owner: Account): Promise<Record<string, string>> {
  switch (kind) {
    case 'none':
      return {};
    case 'malformed':
      return { authorization: 'Bearer eyJhbGciOiJIUzI1NiJ9.not-json.c2lnbmF0dXJl' };
    case 'expired':
      return bearer(await w.expiredToken(owner));
    case 'deleted':
      return bearer(w.deletedAccess);
    case 'intruder':
      return bearer(w.intruder.access);
    case 'valid':
      return bearer(owner.access);
  }
}

/** Runs one route through the six cells, in order (the valid one last, as it may spend its target). */
async function runCells(routeCase: RouteCase, method: string) {
  const statuses = {} as Expected;
  const leaks: string[] = [];
  const changes: string[] = [];
  const headers: string[] = [];
  for (const kind of TOKEN_KINDS) {
    const { owner = w.owner, request } = await routeCase.target(w);
    const before = await snapshotUser(t.database.db, owner.id);
    const response = await t.app.inject({
      remoteAddress: nextIp(),
      ...request,
      method: method as 'GET',
      headers: {
        origin: 'https://evil.example',
        ...(request.headers as Record<string, string> | undefined),
        ...(await authorization(kind, owner)),
      },
    });
    statuses[kind] = response.statusCode;
    // Security headers are checked on every answer of the matrix, refusals and downloads included.
    for (const problem of headerProblems(response)) headers.push(`${kind}: ${problem}`);
    if (kind === 'valid') continue;
    for (const marker of w.ownerMarkers) if (response.body.includes(marker)) leaks.push(`${kind}: ${marker}`);
    const after = await snapshotUser(t.database.db, owner.id);
    for (const table of Object.keys(before))
      if (JSON.stringify(before[table]) !== JSON.stringify(after[table])) changes.push(`${kind}: ${table}`);
  }
  return { statuses, leaks, changes, headers };
}

describe('the authorization matrix', () => {
  it('has an entry for every route the server registers, and none for a route it does not', () => {
    const registered = registeredRoutes(t.app);
    const keys = new Set(registered.map(routeKey));
    // HEAD is Fastify's automatic twin of a GET and is run through the GET entry's cells.
    const missing = registered
      .filter((route) => !(route.method === 'HEAD' && keys.has(`GET ${route.url}`)))
      .map(routeKey)
      .filter((key) => !routeTable[key]);
    const stale = Object.keys(routeTable).filter((key) => !keys.has(key));
    expect(
      missing,
      `${missing.length} route(s) the server registers have no entry in test/security/route-table.ts: ${missing.join(', ')}. ` +
        'Add one per route, keyed "METHOD /path/:param", with the status each kind of caller must get and a request that reaches it',
    ).toEqual([]);
    expect(stale, `route-table.ts lists route(s) the server no longer registers: ${stale.join(', ')}. Remove or rename them`).toEqual([]);
    expect(registered.length).toBeGreaterThan(50);
  });

  const cases = Object.entries(routeTable).flatMap(([key, routeCase]) => {
    const [method, url] = key.split(' ') as [string, string];
    const own = [[key, method, routeCase] as const];
    return method === 'GET' ? [...own, [`HEAD ${url}`, 'HEAD', routeCase] as const] : own;
  });

  it.each(cases)('%s answers each kind of caller as expected, leaking and changing nothing', async (_key, method, routeCase) => {
    const { statuses, leaks, changes, headers } = await runCells(routeCase, method);
    expect(statuses).toEqual(routeCase.expect);
    expect(leaks).toEqual([]);
    expect(changes).toEqual([]);
    expect([...new Set(headers)]).toEqual([]);
  });
});
