import { isDeepStrictEqual } from 'node:util';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';
import { FieldMessage, authPaths, chatPaths, claimsPaths, diaryPaths, publicSitePaths } from '@benji/shared';
import { bearer, newUserInput, nextIp, registerUser } from '../support/accounts';
import { createTestApp, type TestApp } from '../support/test-app';
import { claimForm, claimsClient, validFields } from '../claims/claim-requests';
import { chatClient } from '../chat/chat-requests';
import { validEvent } from '../diary/diary-requests';
import { uploadForm, uploadsClient, validUploadFields } from '../uploads/upload-requests';
import { fingerprint } from './snapshot';

// Issue 14: NUL and the other C0 control characters are refused by the shared schemas, on the field
// that holds them, before anything is stored. Tab, line feed and carriage return stay allowed.

vi.setConfig({ testTimeout: 60_000 });

/** U+0001–U+0008, U+000B, U+000C, U+000E–U+001F and U+007F, written out rather than taken from the code. */
const REFUSED = [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 127].map((code) =>
  String.fromCharCode(code),
);
const label = (character: string) => `U+${character.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
const refused = FieldMessage.controlCharacters;

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerUser>> & { id: number };
let claimId: number;
let uploadId: string;
let sessionId: string;

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_SCALE: '1000' });
  const account = await registerUser(t.app);
  owner = { ...account, id: account.user.pk };
  claimId = (await claimsClient(t.app, owner.access).create()).id;
  uploadId = (await uploadsClient(t.app, owner.access).save()).upload_id;
  sessionId = (await chatClient(t.app, owner.access).ask('What does my policy cover?')).ai_message.session;
});
afterAll(() => t.close());

const as = (method: 'POST' | 'PATCH' | 'GET', url: string, payload?: object | FormData) => (): Promise<LightMyRequestResponse> =>
  t.app.inject({ method, url, headers: bearer(owner.access), remoteAddress: nextIp(), ...(payload ? { payload } : {}) });
const multipart = (fields: Record<string, string>) => {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
};

interface Probe {
  /** The field that carries the character, as the answer names it. */
  field: string;
  send: (value: string) => () => Promise<LightMyRequestResponse>;
  /** What the route adds to the field list (the sentence its screen shows). */
  extra?: Record<string, string>;
  /** The whole answer, where it is not the field list. */
  answer?: object;
}

/** One or more text fields of every kind of request: JSON and multipart bodies, single- and multi-line, list items, a query. */
const probes: Record<string, Probe> = {
  'POST register/ full_name (JSON)': {
    field: 'full_name',
    send: (value) => () =>
      t.app.inject({
        method: 'POST',
        url: authPaths.register,
        remoteAddress: nextIp(),
        payload: newUserInput({ full_name: `Ana ${value}` }),
      }),
  },
  'POST register/ email (JSON)': {
    field: 'email',
    send: (value) => () =>
      t.app.inject({
        method: 'POST',
        url: authPaths.register,
        remoteAddress: nextIp(),
        payload: newUserInput({ email: `ana${value}@example.com` }),
      }),
  },
  'PATCH update-profile/ profile.bio (JSON)': {
    field: 'profile.bio',
    send: (value) => as('PATCH', authPaths.profile, { 'profile.bio': value }),
  },
  'PATCH update-profile/ address (multipart)': {
    field: 'address',
    send: (value) => as('PATCH', authPaths.profile, multipart({ address: value })),
  },
  'POST my-claims/ description (multipart)': {
    field: 'description',
    send: (value) => as('POST', claimsPaths.list, claimForm(validFields({ description: `Water came in.\n${value}` }))),
  },
  'POST my-claims/ city_of_incident (multipart)': {
    field: 'city_of_incident',
    send: (value) => as('POST', claimsPaths.list, claimForm(validFields({ city_of_incident: value }))),
  },
  'POST my-claims/{id}/diary/ summary (JSON)': {
    field: 'summary',
    send: (value) => as('POST', diaryPaths.events(claimId), validEvent({ summary: value })),
  },
  'POST my-claims/{id}/diary/ items.1 (JSON)': {
    field: 'items.1',
    send: (value) => as('POST', diaryPaths.events(claimId), validEvent({ items: ['Photos', `Police ${value} report`] })),
  },
  'POST chat/ content (JSON)': {
    field: 'content',
    send: (value) => as('POST', chatPaths.messages, { content: `Hello ${value}`, session_id: sessionId }),
  },
  'POST chat/stream/ content (JSON)': {
    field: 'content',
    send: (value) => as('POST', chatPaths.stream, { content: `Hello ${value}`, session_id: sessionId }),
  },
  'GET chat/ session_id (query)': {
    field: 'session_id',
    send: (value) => as('GET', `${chatPaths.messages}?session_id=${encodeURIComponent(`${sessionId}${value}`)}`),
  },
  'POST chat/upload/ adjuster_name (multipart)': {
    field: 'adjuster_name',
    send: (value) => as('POST', chatPaths.upload, uploadForm(validUploadFields({ adjuster_name: `Sam ${value}Lee` }))),
    extra: { message: refused, detail: refused, code: 'field.controlCharacters' },
  },
  'PATCH chat/uploads/{id}/ policy_number (multipart)': {
    field: 'policy_number',
    send: (value) => as('PATCH', chatPaths.uploadItem(uploadId), uploadForm(validUploadFields({ policy_number: value }))),
    extra: { message: refused, detail: refused, code: 'field.controlCharacters' },
  },
  'POST contact-us/ first_name (JSON)': {
    field: 'first_name',
    send: (value) => () =>
      t.app.inject({
        method: 'POST',
        url: publicSitePaths.contact,
        remoteAddress: nextIp(),
        payload: { email: 'ana@example.com', first_name: value },
      }),
    extra: { message: refused, code: 'field.controlCharacters' },
  },
  'POST contact-us/ message (JSON)': {
    field: 'message',
    // The form's own `message` field: the answer's `message` is the sentence the toast shows, in its place.
    answer: { message: refused, code: 'field.controlCharacters' },
    send: (value) => () =>
      t.app.inject({
        method: 'POST',
        url: publicSitePaths.contact,
        remoteAddress: nextIp(),
        payload: { email: 'ana@example.com', message: `Hi,\n${value}` },
      }),
  },
};

describe('a control character in a text field', () => {
  it('has 29 characters to try', () => expect(REFUSED).toHaveLength(29));

  it.each(Object.entries(probes))('%s: each one is refused on the field, and nothing changes', async (_name, probe) => {
    const problems: string[] = [];
    for (const character of REFUSED) {
      const before = await fingerprint(t.database.db, owner.id);
      const response = await probe.send(character)();
      const expected = probe.answer ?? { [probe.field]: [refused], ...probe.extra };
      if (response.statusCode !== 400 || !isDeepStrictEqual(response.json(), expected))
        problems.push(`${label(character)}: ${response.statusCode} ${response.body.slice(0, 200)}`);
      if ((await fingerprint(t.database.db, owner.id)) !== before) problems.push(`${label(character)}: the database changed`);
    }
    expect(problems).toEqual([]);
  });

  it('is refused with the null-character message when U+0000 comes with it', async () => {
    const response = await as('PATCH', authPaths.profile, { 'profile.bio': '\u0001\u0000' })();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'profile.bio': [FieldMessage.nullCharacter] });
  });
});

describe('tabs and line breaks', () => {
  it('are kept in multi-line fields and names alike', async () => {
    // Multipart sends every line break as CRLF.
    const description = 'The sump pump failed.\r\n\tThe basement flooded.\r\nWe called a plumber.';
    const claim = await claimsClient(t.app, owner.access).create({ description, city_of_incident: 'Ottawa\tEast' });
    expect(claim.description).toBe(description);
    expect(claim.city_of_incident).toBe('Ottawa\tEast');
    const profile = await as('PATCH', authPaths.profile, { 'profile.bio': 'Line one\nLine\ttwo', address: '12 Elm Street\nToronto' })();
    expect(profile.statusCode).toBe(200);
    expect(profile.json().user).toMatchObject({ address: '12 Elm Street\nToronto', profile: { bio: 'Line one\nLine\ttwo' } });
  });
});
