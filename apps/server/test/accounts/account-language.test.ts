import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_LANGUAGES, AccountLanguageMessage, AuthMessage, ZProfileResponse, mailLanguageOf } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { ZApiCredentials, bearer, newUserInput, nextIp, registerUser } from '../support/accounts';

// The account's language (issue 26): chosen at sign-up, changed through the profile, returned with
// the user wherever the user is.

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const register = (payload: object) => t.app.inject({ method: 'POST', url: '/api/register/', payload, remoteAddress: nextIp() });
const getProfile = (access: string) => t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) });

function form(fields: Record<string, string>): FormData {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
}
const patchProfile = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'PATCH', url: '/api/update-profile/', headers, payload: form(fields) });

const languageOf = async (access: string) => ZProfileResponse.parse((await getProfile(access)).json()).user.language;

describe('the language at registration', () => {
  it.each(ACCOUNT_LANGUAGES)('keeps %s and returns it with the user, at sign-up and sign-in', async (language) => {
    const input = newUserInput({ language });
    const response = await register(input);
    expect(response.statusCode).toBe(201);
    expect(ZApiCredentials.parse(response.json()).user.language).toBe(language);

    const login = await t.app.inject({ method: 'POST', url: '/api/login/', payload: input, remoteAddress: nextIp() });
    const { user, access } = ZApiCredentials.parse(login.json());
    expect(user.language).toBe(language);
    expect(await languageOf(access)).toBe(language);
  });

  it('has none when the sign-up sends none (its e-mails go in American English), so the first browser to sign in gives it one', async () => {
    const { user } = await registerUser(t.app);
    expect(user.language).toBeNull();
    expect(mailLanguageOf({ language: null })).toBe('en-US');
  });

  it.each(['fr', 'fr-FR', 'en-XA', '', 7])('refuses %j with a message on the field, and creates no account', async (language) => {
    const input = newUserInput({ language });
    const response = await register(input);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ language: [AccountLanguageMessage.invalid] });
    const login = await t.app.inject({ method: 'POST', url: '/api/login/', payload: input, remoteAddress: nextIp() });
    expect(login.statusCode).toBe(401);
  });
});

describe('the language through PATCH /api/update-profile/', () => {
  it('changes the language alone and answers the user with it', async () => {
    const { access, user: before } = await registerUser(t.app);
    const response = await patchProfile({ language: 'fr-CA' }, bearer(access));
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AuthMessage.profileUpdated);
    const { user } = ZProfileResponse.parse(response.json());
    expect(user).toEqual({ ...before, language: 'fr-CA' });
    expect(await languageOf(access)).toBe('fr-CA');
  });

  it('keeps the language when another field changes', async () => {
    const { access } = await registerUser(t.app, { language: 'es-US' });
    expect((await patchProfile({ full_name: 'Beatriz Soto' }, bearer(access))).statusCode).toBe(200);
    expect(await languageOf(access)).toBe('es-US');
  });

  it('refuses a language outside the four with a message on the field, and changes nothing', async () => {
    const { access } = await registerUser(t.app, { language: 'en-CA' });
    const response = await patchProfile({ language: 'de-DE', full_name: 'Never Saved' }, bearer(access));
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ language: [AccountLanguageMessage.invalid] });
    const { user } = ZProfileResponse.parse((await getProfile(access)).json());
    expect(user).toMatchObject({ language: 'en-CA', full_name: 'Ana Ruiz' });
  });

  it('refuses a request without a token', async () => {
    const response = await patchProfile({ language: 'fr-CA' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(AuthMessage.notAuthenticated);
  });

  it("changes the token holder's language only: there is no user id to point at another account", async () => {
    const ana = await registerUser(t.app, { language: 'en-US' });
    const bea = await registerUser(t.app, { language: 'en-US' });
    // A user id in the form is not a field of the profile: it is ignored, and the token decides.
    const response = await patchProfile({ language: 'es-US', pk: String(ana.user.pk) }, bearer(bea.access));
    expect(response.statusCode).toBe(200);
    expect(ZProfileResponse.parse(response.json()).user.pk).toBe(bea.user.pk);
    expect(await languageOf(bea.access)).toBe('es-US');
    expect(await languageOf(ana.access)).toBe('en-US');
  });
});
