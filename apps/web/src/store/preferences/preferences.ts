/**
 * What this browser keeps between visits: the user's choices, never the server's data. The user,
 * the conversations and the claims are fetched again on every start, so another tab or device
 * never leaves a stale copy behind.
 */
export interface Preferences {
  /** The claim picked on the chat page; null follows the newest. */
  chosenClaimId: number | null;
  /**
   * Whether this browser had a session when it last wrote: only then does the start ask the refresh
   * cookie (HttpOnly, unreadable here) for one, so a visitor's page makes no refresh call at all.
   */
  hadSession: boolean;
}

export const PREFERENCES_KEY = 'benji.preferences';
/** Raised when the shape changes; a blob of another version is discarded, never half-read. */
export const PREFERENCES_VERSION = 1;

export const defaultPreferences: Preferences = { chosenClaimId: null, hadSession: false };

const isClaimId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The preferences a parsed blob holds; each field that is missing or malformed falls back to its default. */
export function preferencesFrom(blob: unknown): Preferences {
  if (typeof blob !== 'object' || blob === null) return defaultPreferences;
  const { chosenClaimId, hadSession } = blob as Record<string, unknown>;
  return {
    chosenClaimId: isClaimId(chosenClaimId) ? chosenClaimId : null,
    hadSession: hadSession === true,
  };
}

/** The saved preferences, or null when none of this version are saved (or storage is out of reach). */
export function readPreferences(storage: Storage): Preferences | null {
  try {
    const raw = storage.getItem(PREFERENCES_KEY);
    if (raw === null) return null;
    const blob: unknown = JSON.parse(raw);
    if ((blob as { version?: unknown } | null)?.version !== PREFERENCES_VERSION) return null;
    return preferencesFrom(blob);
  } catch {
    return null;
  }
}

export function writePreferences(storage: Storage, preferences: Preferences): void {
  try {
    storage.setItem(PREFERENCES_KEY, JSON.stringify({ version: PREFERENCES_VERSION, ...preferences }));
  } catch {
    // Storage refused (private mode, quota): the choices last for this page only.
  }
}
