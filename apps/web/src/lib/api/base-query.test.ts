// @vitest-environment node
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createBaseQuery } from './base-query';

// A real HTTP server on loopback: /api/thing needs "Bearer fresh-N"; the refresh endpoint rotates.
let server: Server;
let baseUrl: string;
let refreshCalls = 0;
let issued = 0;
const validRefresh = new Set<string>();

async function body(request: IncomingMessage): Promise<Record<string, string>> {
  let text = '';
  for await (const chunk of request) text += chunk;
  return text ? JSON.parse(text) : {};
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const send = (status: number, data: unknown) => {
      response.writeHead(status, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify(data));
    };
    if (request.url === '/api/token/refresh/') {
      refreshCalls += 1;
      const { refresh } = await body(request);
      if (!refresh || !validRefresh.delete(refresh)) return send(401, { detail: 'Token is invalid or expired' });
      issued += 1;
      validRefresh.add(`refresh-${issued}`);
      // Slow enough that concurrent callers overlap the refresh.
      setTimeout(() => send(200, { access: `fresh-${issued}`, refresh: `refresh-${issued}` }), 30);
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

interface Session {
  access: string | null;
  refresh: string | null;
  expired: number;
}

function setup(session: Session) {
  const baseQuery = createBaseQuery({
    baseUrl,
    refreshPath: '/api/token/refresh/',
    getTokens: () => ({ access: session.access, refresh: session.refresh }),
    onTokens: (_api, tokens) => {
      session.access = tokens.access;
      session.refresh = tokens.refresh;
    },
    onSessionExpired: () => {
      session.expired += 1;
      session.access = null;
      session.refresh = null;
    },
  });
  const api = {
    signal: new AbortController().signal,
    abort: () => undefined,
    dispatch: () => undefined,
    getState: () => ({}),
    extra: undefined,
    endpoint: 'thing',
    type: 'query',
  } as unknown as BaseQueryApi;
  return (url = '/api/thing') => baseQuery(url, api, {});
}

beforeEach(() => {
  refreshCalls = 0;
  validRefresh.clear();
  validRefresh.add('refresh-0');
});

describe('createBaseQuery', () => {
  it('sends the access token as a Bearer header', async () => {
    const call = setup({ access: 'fresh-0', refresh: 'refresh-0', expired: 0 });
    const result = await call();
    expect(result.data).toEqual({ ok: true, auth: 'Bearer fresh-0' });
    expect(refreshCalls).toBe(0);
  });

  it('refreshes once for concurrent 401s, then retries each call with the new token', async () => {
    const session = { access: 'stale', refresh: 'refresh-0', expired: 0 };
    const call = setup(session);
    const results = await Promise.all([call(), call(), call()]);
    expect(refreshCalls).toBe(1);
    for (const result of results) expect(result.data).toMatchObject({ ok: true, auth: `Bearer ${session.access}` });
    expect(session.refresh).not.toBe('refresh-0');
    expect(session.expired).toBe(0);
  });

  it('ends the session when the refresh is refused, and returns the original 401', async () => {
    const session = { access: 'stale', refresh: 'revoked', expired: 0 };
    const call = setup(session);
    const result = await call();
    expect(result.error).toMatchObject({ status: 401, message: 'Given token not valid for any token type' });
    expect(refreshCalls).toBe(1);
    expect(session.expired).toBe(1);
  });

  it('does not try to refresh a call made without a token', async () => {
    const session = { access: null, refresh: null, expired: 0 };
    const result = await setup(session)();
    expect(result.error?.status).toBe(401);
    expect(refreshCalls).toBe(0);
    expect(session.expired).toBe(0);
  });

  it('keeps the session when the server cannot be reached for the refresh', async () => {
    const session = { access: 'stale', refresh: 'refresh-0', expired: 0 };
    const baseQuery = createBaseQuery({
      baseUrl,
      refreshPath: '/api/token/refresh/',
      getTokens: () => ({ access: session.access, refresh: session.refresh }),
      onTokens: () => undefined,
      onSessionExpired: () => {
        session.expired += 1;
      },
      // The first call reaches the server; the refresh finds it gone.
      fetchFn: async (input, init) => {
        const request = input instanceof Request ? input : new Request(input, init);
        if (request.url.endsWith('/api/token/refresh/')) throw new TypeError('fetch failed');
        return fetch(request);
      },
    });
    const api = { signal: new AbortController().signal, dispatch: () => undefined, getState: () => ({}), endpoint: 'thing', type: 'query' } as unknown as BaseQueryApi;
    const result = await baseQuery('/api/thing', api, {});
    expect(result.error?.status).toBe(401);
    expect(session.expired).toBe(0);
  });
});
