import { describe, expect, it } from 'vitest';
import { memoryStorage } from './memory-storage';
import { PREFERENCES_KEY, PREFERENCES_VERSION, readPreferences, writePreferences } from './preferences';

describe('the saved preferences', () => {
  it('are written with their version and read back', () => {
    const storage = memoryStorage();
    writePreferences(storage, { chosenClaimId: 4, hadSession: true, locale: null, localeUnsaved: false });
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toEqual({ version: PREFERENCES_VERSION, chosenClaimId: 4, hadSession: true });
    expect(readPreferences(storage)).toEqual({ chosenClaimId: 4, hadSession: true, locale: null, localeUnsaved: false });
  });

  it.each([
    ['none are saved', undefined],
    ['they are not JSON', '{"version":1,'],
    ['they are of another version', JSON.stringify({ version: PREFERENCES_VERSION + 1, chosenClaimId: 4, hadSession: true })],
    ['they have no version', JSON.stringify({ chosenClaimId: 4, hadSession: true })],
  ])('are none when %s', (_label, raw) => {
    expect(readPreferences(memoryStorage(raw === undefined ? {} : { [PREFERENCES_KEY]: raw }))).toBeNull();
  });

  it('drop a malformed field and keep the others', () => {
    const raw = JSON.stringify({ version: PREFERENCES_VERSION, chosenClaimId: 'twelve', hadSession: true, user: { email: 'x@y.z' } });
    expect(readPreferences(memoryStorage({ [PREFERENCES_KEY]: raw }))).toEqual({
      chosenClaimId: null,
      hadSession: true,
      locale: null,
      localeUnsaved: false,
    });
  });

  it('keep a chosen language, write none when the browser is followed, and drop one that is not offered', () => {
    const storage = memoryStorage();
    writePreferences(storage, { chosenClaimId: null, hadSession: false, locale: 'fr-CA', localeUnsaved: false });
    expect(readPreferences(storage)).toEqual({ chosenClaimId: null, hadSession: false, locale: 'fr-CA', localeUnsaved: false });
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).not.toHaveProperty('localeUnsaved');
    writePreferences(storage, { chosenClaimId: null, hadSession: false, locale: null, localeUnsaved: false });
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).not.toHaveProperty('locale');
    const foreign = JSON.stringify({ version: PREFERENCES_VERSION, chosenClaimId: null, hadSession: false, locale: 'de-DE' });
    expect(readPreferences(memoryStorage({ [PREFERENCES_KEY]: foreign }))?.locale).toBeNull();
  });

  it('keep a language picked here that no account has yet, and only with a language', () => {
    const storage = memoryStorage();
    writePreferences(storage, { chosenClaimId: null, hadSession: false, locale: 'es-US', localeUnsaved: true });
    expect(readPreferences(storage)).toEqual({ chosenClaimId: null, hadSession: false, locale: 'es-US', localeUnsaved: true });
    const withoutLanguage = JSON.stringify({ version: PREFERENCES_VERSION, chosenClaimId: null, hadSession: false, localeUnsaved: true });
    expect(readPreferences(memoryStorage({ [PREFERENCES_KEY]: withoutLanguage }))?.localeUnsaved).toBe(false);
  });

  it('survive storage that refuses every call', () => {
    const storage = memoryStorage({}, true);
    expect(() => writePreferences(storage, { chosenClaimId: 1, hadSession: true, locale: null, localeUnsaved: false })).not.toThrow();
    expect(readPreferences(storage)).toBeNull();
  });
});
