import { defaultPreferences, preferencesFrom, type Preferences } from './preferences';

/** Where redux-persist (up to November 2026) saved the auth, chat and insurance parts of the store. */
export const LEGACY_PERSIST_KEY = 'persist:root';

/** redux-persist saved each part as a JSON string inside the JSON object: read one without trusting it. */
function part(root: Record<string, unknown>, name: string): Record<string, unknown> {
  const raw = root[name];
  if (typeof raw !== 'string') return {};
  try {
    const value: unknown = JSON.parse(raw);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Moves a browser off the old saved store: keeps the two choices it held (the picked claim, and
 * that someone was signed in, so the session survives the upgrade) and deletes the rest (a copy of
 * the user, messages, claim data), whatever state it is in. Null when there is none.
 */
export function takeLegacyPreferences(storage: Storage): Preferences | null {
  let raw: string | null;
  try {
    raw = storage.getItem(LEGACY_PERSIST_KEY);
    if (raw === null) return null;
    storage.removeItem(LEGACY_PERSIST_KEY);
  } catch {
    return null;
  }
  try {
    const root: unknown = JSON.parse(raw);
    if (typeof root !== 'object' || root === null) return defaultPreferences;
    const record = root as Record<string, unknown>;
    return preferencesFrom({
      chosenClaimId: part(record, 'chat').chosenClaimId,
      hadSession: part(record, 'auth').isAuthenticated,
    });
  } catch {
    return defaultPreferences;
  }
}
