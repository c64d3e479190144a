import { takeLegacyPreferences } from './legacy-persisted-state';
import { defaultPreferences, readPreferences, writePreferences, type Preferences } from './preferences';

/** The preferences to start with: the saved ones, else those moved over from the old store, else none. */
export function loadPreferences(storage: Storage | undefined): Preferences {
  if (!storage) return defaultPreferences;
  const legacy = takeLegacyPreferences(storage);
  if (legacy) {
    writePreferences(storage, legacy);
    return legacy;
  }
  return readPreferences(storage) ?? defaultPreferences;
}

/** Local storage, or nothing where the browser refuses it (a sandboxed frame throws on the read). */
export function browserStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
