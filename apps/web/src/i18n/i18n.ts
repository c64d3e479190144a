import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { en } from './catalogues/en';
import { loadCatalogue } from './load-catalogue';
import { DEFAULT_LOCALE, type AppLocale } from './locales';

/**
 * The app's one i18next instance. English is loaded with it and initialised synchronously, so the
 * first render (and the build-time render of /home and /login) never waits for a catalogue.
 * Every locale falls back to English: a key missing in French shows in English, never as a key.
 */
export const i18n = i18next.createInstance();
void i18n.use(initReactI18next).init({
  lng: DEFAULT_LOCALE,
  fallbackLng: 'en',
  resources: { en },
  ns: Object.keys(en),
  defaultNS: 'common',
  initAsync: false,
  // React escapes what it renders; escaping here too would show &amp; in "Tips &amp; Tricks".
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The active locale, as Intl and the document's lang attribute want it. */
export const activeLocale = (): string => i18n.language || DEFAULT_LOCALE;

/**
 * Loads the locale's catalogue when it is not English, then switches every translated component
 * to it and tells the browser (lang drives screen readers' voice, hyphenation and spelling).
 */
export async function applyLocale(locale: AppLocale): Promise<void> {
  if (!i18n.hasResourceBundle(locale, 'common')) {
    const catalogue = await loadCatalogue(locale);
    if (catalogue) for (const [namespace, messages] of Object.entries(catalogue)) i18n.addResourceBundle(locale, namespace, messages);
  }
  await i18n.changeLanguage(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}
