import i18next from 'i18next';
import { en } from './catalogues/en';
import { loadDeferredMessages, type DeferredNamespace } from './deferred-catalogues';
import { loadCatalogue } from './load-catalogue';
import { DEFAULT_LOCALE, SUPPORTED_LOCALES, type AppLocale, type SupportedLocale } from './locales';

/**
 * The app's one i18next instance. English `common` is loaded with it and initialised synchronously, so the
 * first render (and the build-time render of /home and /login) never waits for a catalogue.
 * Every locale falls back to English: a key missing in French shows in English, never as a key.
 */
export const i18n = i18next.createInstance();
void i18n.init({
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in "Tips &amp; Tricks".
  interpolation: { escapeValue: false },
});

/** The active locale, as Intl and the document's lang attribute want it. */
export const activeLocale = (): string => i18n.language || DEFAULT_LOCALE;

/** The page's language as the server writes documents in it (a PDF, a letter); the pseudo-locale (tests only) has none. */
export const documentLanguage = (): SupportedLocale | undefined =>
  (SUPPORTED_LOCALES as readonly string[]).includes(activeLocale()) ? (activeLocale() as SupportedLocale) : undefined;

/** The deferred namespaces some shown component has asked for: a language switch loads them too. */
const deferredInUse = new Set<DeferredNamespace>();

async function addDeferredNamespace(namespace: DeferredNamespace, locale: AppLocale) {
  if (i18n.hasResourceBundle(locale, namespace)) return;
  i18n.addResourceBundle(locale, namespace, await loadDeferredMessages(namespace, locale));
}

/** Fetches a deferred namespace in the active language; call it beside the import of the code that uses it. */
export function loadNamespace(namespace: DeferredNamespace): Promise<void> {
  deferredInUse.add(namespace);
  return addDeferredNamespace(namespace, i18n.language as AppLocale);
}

/**
 * Loads the locale's catalogue when it is not English, and the deferred namespaces in use, then
 * switches every translated component to it and tells the browser (lang drives screen readers'
 * voice, hyphenation and spelling).
 */
export async function applyLocale(locale: AppLocale): Promise<void> {
  const catalogue = i18n.hasResourceBundle(locale, 'common') ? null : loadCatalogue(locale);
  const [messages] = await Promise.all([catalogue, ...[...deferredInUse].map((namespace) => addDeferredNamespace(namespace, locale))]);
  if (messages) for (const [namespace, entries] of Object.entries(messages)) i18n.addResourceBundle(locale, namespace, entries);
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
