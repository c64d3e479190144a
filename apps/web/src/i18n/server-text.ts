import { useSyncExternalStore } from 'react';
import { isApiError } from '../lib/api/api-error';
import { i18n, loadNamespace } from './i18n';

type Translate = (text: string, code?: unknown) => string;

let translate: Translate | null = null;
let loading: Promise<Translate> | null = null;
const listeners = new Set<() => void>();

// English readers see the server's words as sent (the spec's English, byte for byte), and never
// download the registry or the `errors` catalogue; the pseudo-locale goes through the catalogue.
const sentAsIs = () => i18n.language === 'en-US' || i18n.language === 'en-CA';

/**
 * Fetches the registry and the `errors` namespace once, the first time a reader of another language
 * meets a server message (or with the signed-in frame): neither is in the first load of /home or
 * /login. A failed fetch leaves the English, and the next message tries again.
 */
export function loadServerText(): Promise<Translate> {
  loading ??= Promise.all([import('../lib/api/server-message'), loadNamespace('errors')])
    .then(([module]) => {
      translate = module.translateServerText;
      for (const listener of listeners) listener();
      return translate;
    })
    .catch(() => {
      loading = null;
      return (text: string) => text;
    });
  return loading;
}

/** Fetches them with the signed-in frame for a reader who will need them; nothing for English. */
export const preloadServerText = (): Promise<unknown> => (sentAsIs() ? Promise.resolve() : loadServerText());

/** A server sentence in the user's language now: the English as sent until the catalogue has come (and then fetched). */
export function serverTextNow(text: string, code?: unknown): string {
  if (sentAsIs()) return text;
  if (translate) return translate(text, code);
  void loadServerText();
  return text;
}

/** A server sentence in the user's language, once the catalogue has come: for toasts and dialogs. */
export async function serverText(text: string, code?: unknown): Promise<string> {
  if (sentAsIs()) return text;
  return (await loadServerText())(text, code);
}

/** The code a refusal's body carries beside its sentence. */
export const codeOf = (failure: unknown): unknown =>
  isApiError(failure) && typeof failure.data === 'object' && failure.data !== null ? (failure.data as { code?: unknown }).code : undefined;

/** A failed call's sentence (ApiError.message) in the user's language; `fallback` for anything that is not an API error. */
export async function failureText(failure: unknown, fallback: string): Promise<string> {
  return isApiError(failure) ? serverText(failure.message, codeOf(failure)) : fallback;
}

/** A form's field errors from the server, each in the user's language. */
export async function serverFieldTexts<Fields extends { [Field in keyof Fields]?: string }>(fields: Fields): Promise<Fields> {
  const entries = await Promise.all(
    Object.entries<string | undefined>(fields).map(
      async ([field, text]) => [field, text === undefined ? text : await serverText(text)] as const,
    ),
  );
  return Object.fromEntries(entries) as Fields;
}

function subscribe(onChange: () => void): () => void {
  listeners.add(onChange);
  i18n.on('languageChanged', onChange);
  return () => {
    listeners.delete(onChange);
    i18n.off('languageChanged', onChange);
  };
}

const snapshot = () => `${i18n.language}:${translate ? 'ready' : 'english'}`;

/**
 * For a server sentence a component renders (a page's error state, a field error): the English
 * until the catalogue has come, then the translation, and again after a language switch.
 */
export function useServerText(): (text: string | undefined, code?: unknown) => string | undefined {
  useSyncExternalStore(subscribe, snapshot, snapshot);
  return (text, code) => (text === undefined ? text : serverTextNow(text, code));
}

/** The hook's form of `failureText`, for an error a component renders: the failed call's sentence in the user's language, else `fallback`. */
export function useFailureText(): (failure: unknown, fallback: string) => string {
  const text = useServerText();
  return (failure, fallback) => (isApiError(failure) ? (text(failure.message, codeOf(failure)) ?? fallback) : fallback);
}
