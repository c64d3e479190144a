import { isAppLocale, type AppLocale } from '../../i18n/locales';

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
  /** The language picked in a switch; null (and then not written) follows the browser's languages. */
  locale: AppLocale | null;
  /** The language was picked here and no account has it yet (see locale-slice); written only when true. */
  localeUnsaved: boolean;
}

export const PREFERENCES_KEY = 'benji.preferences';
/** Raised when the shape changes; a blob of another version is discarded, never half-read. */
export const PREFERENCES_VERSION = 1;

export const defaultPreferences: Preferences = { chosenClaimId: null, hadSession: false, locale: null, localeUnsaved: false };

const isClaimId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

/** The preferences a parsed blob holds; each field that is missing or malformed falls back to its default. */
export function preferencesFrom(blob: unknown): Preferences {
  if (typeof blob !== 'object' || blob === null) return defaultPreferences;
  const { chosenClaimId, hadSession, locale, localeUnsaved } = blob as Record<string, unknown>;
  return {
    chosenClaimId: isClaimId(chosenClaimId) ? chosenClaimId : null,
    hadSession: hadSession === true,
    locale: isAppLocale(locale) ? locale : null,
    localeUnsaved: isAppLocale(locale) && localeUnsaved === true,
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

export function writePreferences(storage: Storage, { locale, localeUnsaved, ...preferences }: Preferences): void {
  // The language was added within version 1: a blob without it reads as "follow the browser".
  const blob = {
    version: PREFERENCES_VERSION,
    ...preferences,
    ...(locale ? { locale } : {}),
    ...(locale && localeUnsaved ? { localeUnsaved } : {}),
  };
  try {
    storage.setItem(PREFERENCES_KEY, JSON.stringify(blob));
  } catch {
    // Storage refused (private mode, quota): the choices last for this page only.
  }
}
