import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AuthMessage, PROFILE_PHOTO_MAX_BYTES, ZProfileResponse } from '@benji/shared';
import { createTestApp, type TestApp } from '../support/test-app';
import { bearer, registerUser } from '../support/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A real 1×1 PNG. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');
const JPEG_START = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00]);
/** A PNG padded to `size` bytes: the server reads the signature, then the size. */
const pngOfSize = (size: number) => Buffer.concat([PNG, Buffer.alloc(size - PNG.length)]);

interface Photo {
  data: Buffer;
  filename: string;
  type: string;
}

function profileForm(fields: Record<string, string>, photo?: Photo): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  if (photo) form.append('profile.profile_image', new Blob([photo.data], { type: photo.type }), photo.filename);
  return form;
}

const getProfile = (access: string) => t.app.inject({ method: 'GET', url: '/api/update-profile/', headers: bearer(access) });
const patchProfile = (access: string, fields: Record<string, string>, photo?: Photo) =>
  t.app.inject({ method: 'PATCH', url: '/api/update-profile/', headers: bearer(access), payload: profileForm(fields, photo) });

describe('GET /api/update-profile/', () => {
  it("answers the caller's user, without bio or photo at first", async () => {
    const user = await registerUser(t.app, { full_name: 'Ana Maria Ruiz' });
    const response = await getProfile(user.access);
    expect(response.statusCode).toBe(200);
    const { user: profile } = ZProfileResponse.parse(response.json());
    expect(profile).toMatchObject({ pk: user.user.pk, email: user.email, full_name: 'Ana Maria Ruiz', name: 'Ana', is_trial: true });
    expect(profile.profile).toEqual({ bio: '', profile_image: null, is_trial: true, is_subscription: false });
  });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/update-profile/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().detail).toBe(AuthMessage.notAuthenticated);
  });
});

describe('PATCH /api/update-profile/', () => {
  it('updates the text fields from a multipart form and keeps the e-mail', async () => {
    const user = await registerUser(t.app);
    const fields = {
      full_name: 'Beatriz Soto',
      phone_number: '6045550199',
      address: '9 Pine Road, Vancouver',
      'profile.bio': 'Hail damage, March.',
      email: 'hijack@example.com',
    };
    const response = await patchProfile(user.access, fields);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toBe(AuthMessage.profileUpdated);
    const updated = ZProfileResponse.parse(response.json()).user;
    expect(updated).toMatchObject({
      full_name: 'Beatriz Soto',
      name: 'Beatriz',
      phone_number: '6045550199',
      address: '9 Pine Road, Vancouver',
      email: user.email,
    });
    expect(updated.profile.bio).toBe('Hail damage, March.');
    expect(ZProfileResponse.parse((await getProfile(user.access)).json()).user).toEqual(updated);
  });

  it('leaves out fields that were not sent', async () => {
    const user = await registerUser(t.app);
    const response = await patchProfile(user.access, { 'profile.bio': 'Only the bio.' });
    const updated = ZProfileResponse.parse(response.json()).user;
    expect(updated).toMatchObject({ full_name: user.user.full_name, phone_number: user.user.phone_number, address: user.user.address });
    expect(updated.profile.bio).toBe('Only the bio.');
  });

  it('keeps the extension in a field of its own, and a change to one leaves the other as saved', async () => {
    const user = await registerUser(t.app);
    const saved = await patchProfile(user.access, { phone_number: '4165550199', phone_extension: '12' });
    expect(saved.statusCode).toBe(200);
    expect(ZProfileResponse.parse(saved.json()).user).toMatchObject({ phone_number: '4165550199', phone_extension: '12' });

    const extensionOnly = await patchProfile(user.access, { phone_extension: '345' });
    expect(ZProfileResponse.parse(extensionOnly.json()).user).toMatchObject({ phone_number: '4165550199', phone_extension: '345' });
    const bioOnly = await patchProfile(user.access, { 'profile.bio': 'Roof.' });
    expect(ZProfileResponse.parse(bioOnly.json()).user).toMatchObject({ phone_number: '4165550199', phone_extension: '345' });
    expect(ZProfileResponse.parse((await getProfile(user.access)).json()).user).toMatchObject({
      phone_number: '4165550199',
      phone_extension: '345',
    });
  });

  it('refuses an extension that is not digits, or too long, under its field, and keeps the saved one', async () => {
    const user = await registerUser(t.app);
    await patchProfile(user.access, { phone_number: '4165550199', phone_extension: '12' });
    for (const [extension, message] of [
      ['ext 12', 'Extension may contain digits only.'],
      ['12345678901', 'Ensure this field has not more than 10 characters.'],
    ] as const) {
      const refused = await patchProfile(user.access, { phone_extension: extension });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ phone_extension: [message] });
    }
    expect(ZProfileResponse.parse((await getProfile(user.access)).json()).user).toMatchObject({
      phone_number: '4165550199',
      phone_extension: '12',
    });
  });

  it('accepts the text fields as JSON too, and refuses a number where text belongs instead of dropping it', async () => {
    const user = await registerUser(t.app);
    const patchJson = (payload: object) =>
      t.app.inject({ method: 'PATCH', url: '/api/update-profile/', headers: bearer(user.access), payload });
    const accepted = await patchJson({ full_name: 'Json Name', phone_number: '6045550100' });
    expect(ZProfileResponse.parse(accepted.json()).user).toMatchObject({ full_name: 'Json Name', phone_number: '6045550100' });

    const refused = await patchJson({ full_name: 'Another Name', phone_number: 6045550199 });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json())).toEqual(['phone_number']);
    expect(ZProfileResponse.parse((await getProfile(user.access)).json()).user).toMatchObject({
      full_name: 'Json Name',
      phone_number: '6045550100',
    });
  });

  it('stores a PNG photo and serves it back by its URL', async () => {
    const user = await registerUser(t.app);
    const response = await patchProfile(user.access, {}, { data: PNG, filename: 'me.png', type: 'image/png' });
    expect(response.statusCode).toBe(200);
    const url = ZProfileResponse.parse(response.json()).user.profile.profile_image;
    expect(url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);

    const file = await t.app.inject({ method: 'GET', url: url! });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/png');
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.rawPayload.equals(PNG)).toBe(true);
  });

  it('stores the type it reads from the bytes, not the one the browser claims', async () => {
    const user = await registerUser(t.app);
    const response = await patchProfile(user.access, {}, { data: JPEG_START, filename: 'me.png', type: 'image/png' });
    const url = ZProfileResponse.parse(response.json()).user.profile.profile_image!;
    expect((await t.app.inject({ method: 'GET', url })).headers['content-type']).toBe('image/jpeg');
  });

  it('replaces the old photo, which stops being served', async () => {
    const user = await registerUser(t.app);
    const first = ZProfileResponse.parse((await patchProfile(user.access, {}, { data: PNG, filename: 'a.png', type: 'image/png' })).json());
    const second = ZProfileResponse.parse(
      (await patchProfile(user.access, {}, { data: PNG, filename: 'b.png', type: 'image/png' })).json(),
    );
    expect(second.user.profile.profile_image).not.toBe(first.user.profile.profile_image);
    expect((await t.app.inject({ method: 'GET', url: first.user.profile.profile_image! })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: second.user.profile.profile_image! })).statusCode).toBe(200);
  });

  it('accepts a photo of exactly 2MB', async () => {
    const user = await registerUser(t.app);
    const response = await patchProfile(
      user.access,
      {},
      { data: pngOfSize(PROFILE_PHOTO_MAX_BYTES), filename: 'big.png', type: 'image/png' },
    );
    expect(response.statusCode).toBe(200);
  });

  it.each([
    [
      'a text file named photo.png',
      { data: Buffer.from('just some text, not an image'), filename: 'photo.png', type: 'image/png' },
      'Please select a valid image file (.jpg, .jpeg, .png)',
    ],
    [
      'a photo one byte over 2MB',
      { data: pngOfSize(PROFILE_PHOTO_MAX_BYTES + 1), filename: 'huge.png', type: 'image/png' },
      'File size must be less than 2MB',
    ],
  ])('refuses %s and keeps the profile as it was', async (_label, photo, message) => {
    const user = await registerUser(t.app);
    const response = await patchProfile(user.access, { full_name: 'Should Not Stick' }, photo);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ 'profile.profile_image': [message] });
    const profile = ZProfileResponse.parse((await getProfile(user.access)).json()).user;
    expect(profile.full_name).toBe(user.user.full_name);
    expect(profile.profile.profile_image).toBeNull();
  });

  it.each([
    ['a phone with letters', { phone_number: '416-CALL-NOW' }, 'phone_number', 'Phone number may contain digits only.'],
    ['a 16-digit phone', { phone_number: '1234567890123456' }, 'phone_number', 'Ensure this field has not more than 15 characters.'],
    ['a blank name', { full_name: '  ' }, 'full_name', 'This field may not be blank.'],
    [
      'a bio over 1000 characters',
      { 'profile.bio': 'b'.repeat(1001) },
      'profile.bio',
      'Ensure this field has not more than 1000 characters.',
    ],
  ])('refuses %s', async (_label, fields, field, message) => {
    const user = await registerUser(t.app);
    const response = await patchProfile(user.access, fields);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ [field]: [message] });
    expect(ZProfileResponse.parse((await getProfile(user.access)).json()).user.phone_number).toBe(user.user.phone_number);
  });

  it("lets a token see and change only its owner's profile", async () => {
    const alice = await registerUser(t.app, { full_name: 'Alice Example' });
    const bob = await registerUser(t.app, { full_name: 'Bob Example' });
    expect(ZProfileResponse.parse((await getProfile(bob.access)).json()).user.pk).toBe(bob.user.pk);

    const response = await patchProfile(bob.access, { full_name: 'Changed By Bob', pk: String(alice.user.pk), email: alice.email });
    expect(ZProfileResponse.parse(response.json()).user).toMatchObject({ pk: bob.user.pk, full_name: 'Changed By Bob', email: bob.email });
    expect(ZProfileResponse.parse((await getProfile(alice.access)).json()).user.full_name).toBe('Alice Example');
  });

  it('refuses a request without a token', async () => {
    const response = await t.app.inject({ method: 'PATCH', url: '/api/update-profile/', payload: profileForm({ full_name: 'Nobody' }) });
    expect(response.statusCode).toBe(401);
  });
});

describe('GET /api/files/:id', () => {
  it('answers 404 for an id that names no file, and 400 for one that is not an id', async () => {
    const missing = await t.app.inject({ method: 'GET', url: `/api/files/${randomUUID()}` });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ detail: 'File not found.', message: 'File not found.' });
    expect((await t.app.inject({ method: 'GET', url: '/api/files/not-a-uuid' })).statusCode).toBe(400);
  });
});
