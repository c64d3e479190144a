import { describe, expect, it } from 'vitest';
import { LEGACY_PERSIST_KEY, takeLegacyPreferences } from './legacy-persisted-state';
import { memoryStorage } from './memory-storage';

/** What redux-persist 6 wrote: each part JSON-encoded inside the JSON object. */
const legacyBlob = (parts: Record<string, unknown>) =>
  JSON.stringify({
    ...Object.fromEntries(Object.entries(parts).map(([name, value]) => [name, JSON.stringify(value)])),
    _persist: JSON.stringify({ version: -1, rehydrated: true }),
  });

const signedInBlob = legacyBlob({
  auth: { user: { pk: 1, email: 'jane@example.com', full_name: 'Jane Doe' }, accessToken: null, isAuthenticated: true, istrial: true },
  chat: { currentSessionId: 's1', messages: [{ id: 1, sender: 'user', content: 'My roof leaks' }], chosenClaimId: 12 },
  insurance: { company: 'Acme Mutual' },
});

describe('moving a browser off the old redux-persist store', () => {
  it('keeps the picked claim and that someone was signed in, and deletes the rest', () => {
    const storage = memoryStorage({ [LEGACY_PERSIST_KEY]: signedInBlob });
    expect(takeLegacyPreferences(storage)).toEqual({ chosenClaimId: 12, hadSession: true, locale: null, localeUnsaved: false });
    expect(storage.items.has(LEGACY_PERSIST_KEY)).toBe(false);
  });

  it('is nothing to do when no old store is saved', () => {
    expect(takeLegacyPreferences(memoryStorage())).toBeNull();
  });

  it.each([
    ['not JSON', '{"auth": "{'],
    ['JSON of the wrong kind', '[1, 2, 3]'],
    ['null', 'null'],
    ['parts that are not JSON', JSON.stringify({ auth: '{oops', chat: 'nope' })],
    ['parts of the wrong shape', legacyBlob({ auth: 'yes', chat: [7] })],
    ['fields of the wrong type', legacyBlob({ auth: { isAuthenticated: 'true' }, chat: { chosenClaimId: '12' } })],
    ['a claim id that is no id', legacyBlob({ chat: { chosenClaimId: -3.5 } })],
  ])('discards a blob that is %s, without throwing, and deletes it', (_label, raw) => {
    const storage = memoryStorage({ [LEGACY_PERSIST_KEY]: raw });
    expect(takeLegacyPreferences(storage)).toEqual({ chosenClaimId: null, hadSession: false, locale: null, localeUnsaved: false });
    expect(storage.items.has(LEGACY_PERSIST_KEY)).toBe(false);
  });

  it('gives up quietly when storage refuses to be read', () => {
    expect(takeLegacyPreferences(memoryStorage({ [LEGACY_PERSIST_KEY]: signedInBlob }, true))).toBeNull();
  });
});
