import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { bearer, nextIp } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { hostileBody, hostilePart, hostileQuery, nastyString } from './hostile-values';
import { routeTable } from './route-table';
import { fingerprint } from './snapshot';
import { WORLD_TIMEOUT, buildWorld, type World } from './world';

// Item 2 of issue 7: whatever arrives, the server answers below 500, and a refusal changes nothing.

/** The field names of the multipart forms (which the API document does not list) and of the spec; the document adds the rest. */
const FIELD_NAMES = [
  'email',
  'password',
  'full_name',
  'address',
  'phone_number',
  'refresh',
  'credential',
  'id_token',
  'otp',
  'new_password',
  'confirm_password',
  'old_password',
  'content',
  'session_id',
  'message_id',
  'status',
  'region',
  'confirm',
  'type_of_claim',
  'description',
  'date_of_incident',
  'country_of_incident',
  'city_of_incident',
  'insurance_company_name',
  'policy_number',
  'police_report_number',
  'adjuster_name',
  'adjuster_phone_number',
  'adjuster_email',
  'add_claim_number',
  'occurred_on',
  'kind',
  'direction',
  'channel',
  'summary',
  'items',
  'first_name',
  'last_name',
  'country',
  'message',
  'id',
  'hours',
  'profile.bio',
  'profile.profile_image',
  'policy_document',
  'files',
] as const;

const RUNS_PER_ROUTE = 8;
/** The one deliberate 5xx: Google sign-in on a server without GOOGLE_CLIENT_ID says it is not set up (503). */
const DELIBERATE: Record<string, number> = { 'POST /api/auth/google-login/': 503 };

interface ApiDocument {
  paths: Record<
    string,
    Record<
      string,
      { requestBody?: { content: Record<string, { schema?: { properties?: object } }> }; parameters?: Array<{ in: string; name: string }> }
    >
  >;
}

/** Every body field and query parameter the API document lists, so a route added later is fuzzed on its own fields. */
async function documentedNames(app: TestApp['app']): Promise<{ fields: string[]; query: string[] }> {
  const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json() as ApiDocument;
  const operations = Object.values(document.paths).flatMap((path) => Object.values(path));
  return {
    fields: operations.flatMap((operation) =>
      Object.values(operation.requestBody?.content ?? {}).flatMap((content) => Object.keys(content.schema?.properties ?? {})),
    ),
    query: operations.flatMap((operation) =>
      (operation.parameters ?? []).filter((parameter) => parameter.in === 'query').map((parameter) => parameter.name),
    ),
  };
}

let t: TestApp;
let w: World;
let hostileRequest: ReturnType<typeof hostileRequestOf>;
beforeAll(async () => {
  t = await createTestApp({ E2E_TEST_HOOKS: 'true', RATE_LIMIT_SCALE: '1000' });
  w = await buildWorld(t);
  const documented = await documentedNames(t.app);
  if (documented.fields.length < 20)
    throw new Error(`the API document lists only ${documented.fields.length} body fields: is it still served at /api/docs/json?`);
  hostileRequest = hostileRequestOf([...new Set([...FIELD_NAMES, ...documented.fields])], documented.query);
}, WORLD_TIMEOUT);
afterAll(() => t.close());

type ValueOf<A> = A extends fc.Arbitrary<infer T> ? T : never;
type Parts = Array<ValueOf<ReturnType<typeof hostilePart>>>;

function multipart(parts: Parts): FormData {
  const form = new FormData();
  for (const part of parts)
    if (part.file) form.append(part.name, new Blob([part.file.bytes], { type: part.file.type }), part.file.filename);
    else form.append(part.name, part.value);
  return form;
}

function hostileRequestOf(fieldNames: readonly string[], queryNames: readonly string[]) {
  const query = hostileQuery(queryNames);
  return fc.oneof(
    fc.record({ kind: fc.constant('json' as const), body: hostileBody(fieldNames), query }),
    fc.record({ kind: fc.constant('multipart' as const), parts: fc.array(hostilePart(fieldNames), { maxLength: 5 }), query }),
    fc.record({
      kind: fc.constant('raw' as const),
      text: nastyString,
      type: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded'),
      query,
    }),
  );
}
type Hostile = ValueOf<ReturnType<typeof hostileRequestOf>>;

function payloadOf(hostile: Hostile): Partial<InjectOptions> {
  if (hostile.kind === 'json') return { payload: hostile.body };
  if (hostile.kind === 'multipart') return { payload: multipart(hostile.parts) };
  return { payload: hostile.text, headers: { 'content-type': hostile.type } };
}

const routes = Object.entries(routeTable).map(([key, routeCase]) => [key, key.split(' ')[0]!, routeCase] as const);

describe('hostile input on every route', () => {
  it.each(routes)('%s never answers 5xx, and changes nothing when it refuses', { timeout: 120_000 }, async (key, method, routeCase) => {
    await fc.assert(
      fc.asyncProperty(hostileRequest, async (hostile) => {
        const { owner = w.owner, request } = await routeCase.target(w);
        const before = await fingerprint(t.database.db, owner.id);
        const hasBody = method !== 'GET';
        const extra = hasBody ? payloadOf(hostile) : {};
        const response = await t.app.inject({
          remoteAddress: nextIp(),
          ...request,
          ...extra,
          query: { ...(request.query as Record<string, string> | undefined), ...hostile.query },
          headers: { ...bearer(owner.access), ...(extra.headers as Record<string, string> | undefined) },
        });
        if (response.statusCode !== DELIBERATE[key]) expect(response.statusCode, response.body.slice(0, 300)).toBeLessThan(500);
        if (response.statusCode >= 400) expect(await fingerprint(t.database.db, owner.id)).toBe(before);
      }),
      { numRuns: RUNS_PER_ROUTE },
    );
  });
});
