// @vitest-environment node
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createBaseQuery } from './base-query';

// A real HTTP server on loopback: /api/thing needs "Bearer fresh-N"; the refresh endpoint reads the
// refresh cookie, insists on the CSRF header, rotates the cookie, and (like the real server) ends the
// session when a used token comes back.
let server: Server;
let baseUrl: string;
let refreshCalls = 0;
let issued = 0;
let sessionEnded = false;
const validRefresh = new Set<string>();
const usedRefresh = new Set<string>();

beforeAll(async () => {
  server = createServer((request, response) => {
    const send = (status: number, data: unknown, headers: Record<string, string> = {}) => {
      response.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      response.end(JSON.stringify(data));
    };
    if (request.url === '/api/token/refresh/') {
      refreshCalls += 1;
      if (request.headers['x-requested-with'] !== 'benji') return send(403, { detail: 'cross-site' });
      const refresh = /benji_refresh=([^;]+)/.exec(request.headers.cookie ?? '')?.[1];
      if (refresh && usedRefresh.has(refresh)) sessionEnded = true;
      if (!refresh || sessionEnded || !validRefresh.delete(refresh)) return send(401, { detail: 'Token is invalid or expired' });
      usedRefresh.add(refresh);
      issued += 1;
      validRefresh.add(`refresh-${issued}`);
      const cookie = `benji_refresh=refresh-${issued}; Path=/api/; HttpOnly; SameSite=Strict`;
      // Slow enough that concurrent callers overlap the refresh.
      setTimeout(() => send(200, { access: `fresh-${issued}`, refresh: `refresh-${issued}` }, { 'Set-Cookie': cookie }), 30);
      return;
    }
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith('Bearer fresh-')) return send(401, { detail: 'Given token not valid for any token type' });
    send(200, { ok: true, auth });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** The browser's part: one cookie jar, shared by every tab, sent when the request says credentials: 'include'. */
function cookieJar() {
  const jar = { refresh: 'refresh-0' as string | null };
  const fetchFn: typeof fetch = async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const headers = new Headers(request.headers);
    if (request.credentials === 'include' && jar.refresh) headers.set('cookie', `benji_refresh=${jar.refresh}`);
    const response = await fetch(new Request(request, { headers }));
    const set = /benji_refresh=([^;]*)/.exec(response.headers.get('set-cookie') ?? '');
    if (set) jar.refresh = set[1] || null;
    return response;
  };
  return { jar, fetchFn };
}

interface Session {
  access: string | null;
  expired: number;
}

const queryApi = {
  signal: new AbortController().signal,
  abort: () => undefined,
  dispatch: () => undefined,
  getState: () => ({}),
  extra: undefined,
  endpoint: 'thing',
  type: 'query',
} as unknown as BaseQueryApi;

function setup(session: Session, fetchFn = cookieJar().fetchFn) {
  const baseQuery = createBaseQuery({
    baseUrl,
    refreshPath: '/api/token/refresh/',
    fetchFn,
    getTokens: () => ({ access: session.access }),
    onTokens: (_api, tokens) => {
      session.access = tokens.access;
    },
    onSessionExpired: () => {
      session.expired += 1;
      session.access = null;
    },
  });
  const call = (url = '/api/thing') => baseQuery(url, queryApi, {});
  return Object.assign(call, { restore: () => baseQuery.refreshSession(queryApi) });
}

beforeEach(() => {
  refreshCalls = 0;
  sessionEnded = false;
  validRefresh.clear();
  usedRefresh.clear();
  validRefresh.add('refresh-0');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('createBaseQuery', () => {
  it('sends the access token as a Bearer header', async () => {
    const call = setup({ access: 'fresh-0', expired: 0 });
    const result = await call();
    expect(result.data).toEqual({ ok: true, auth: 'Bearer fresh-0' });
    expect(refreshCalls).toBe(0);
  });

  it('refreshes once by the cookie for concurrent 401s, then retries each call with the new token', async () => {
    const session = { access: 'stale', expired: 0 };
    const { jar, fetchFn } = cookieJar();
    const call = setup(session, fetchFn);
    const results = await Promise.all([call(), call(), call()]);
    expect(refreshCalls).toBe(1);
    for (const result of results) expect(result.data).toMatchObject({ ok: true, auth: `Bearer ${session.access}` });
    expect(jar.refresh).not.toBe('refresh-0');
    expect(session.expired).toBe(0);
  });

  it('gets an access token from the cookie alone, as after a page reload', async () => {
    const session: Session = { access: null, expired: 0 };
    const call = setup(session);
    expect(await call.restore()).toBe('refreshed');
    expect(session.access).toMatch(/^fresh-/);
    expect((await call()).data).toMatchObject({ ok: true });
  });

  it('ends the session when the refresh is refused, and returns the original 401', async () => {
    validRefresh.clear();
    const session = { access: 'stale', expired: 0 };
    const call = setup(session);
    const result = await call();
    expect(result.error).toMatchObject({ status: 401, message: 'Given token not valid for any token type' });
    expect(refreshCalls).toBe(1);
    expect(session.expired).toBe(1);
  });

  it('does not try to refresh a call made without a token', async () => {
    const session = { access: null, expired: 0 };
    const result = await setup(session)();
    expect(result.error?.status).toBe(401);
    expect(refreshCalls).toBe(0);
    expect(session.expired).toBe(0);
  });

  it('lets two tabs refresh at the same moment without signing each other out', async () => {
    // A minimal Web Locks: one holder per name, the rest wait in turn (what the browser provides).
    const queues = new Map<string, Promise<unknown>>();
    vi.stubGlobal('navigator', {
      locks: {
        request: (name: string, work: () => Promise<unknown>) => {
          const run = (queues.get(name) ?? Promise.resolve()).then(work, work);
          queues.set(
            name,
            run.catch(() => undefined),
          );
          return run;
        },
      },
    });
    const { fetchFn } = cookieJar();
    const first = { access: null, expired: 0 };
    const second = { access: null, expired: 0 };
    const outcomes = await Promise.all([setup(first, fetchFn).restore(), setup(second, fetchFn).restore()]);
    expect(outcomes).toEqual(['refreshed', 'refreshed']);
    expect(sessionEnded).toBe(false);
    expect(first.access).not.toBe(second.access);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const session = { access: 'stale', expired: 0 };
    // The first call reaches the server; the refresh finds it gone.
    const call = setup(session, async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.url.endsWith('/api/token/refresh/')) throw new TypeError('fetch failed');
      return fetch(request);
    });
    const result = await call();
    expect(result.error?.status).toBe(401);
    expect(session.expired).toBe(0);
  });
});
