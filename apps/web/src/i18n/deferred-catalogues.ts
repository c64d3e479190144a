import type { Messages } from './catalogues/en';
import { PSEUDO_LOCALE, type AppLocale } from './locales';

/**
 * Namespaces whose messages are fetched with the code that shows them (below the fold, a later
 * page), not with the app: the first load carries only the English its first screen needs.
 */
const loaders = {
  landingMore: {
    en: () => import('./catalogues/en/landing-more.json'),
    'fr-CA': () => import('./catalogues/fr-CA/landing-more.json'),
    'es-US': () => import('./catalogues/es-US/landing-more.json'),
  },
} satisfies Record<string, Record<'en' | 'fr-CA' | 'es-US', () => Promise<{ default: Messages }>>>;

export type DeferredNamespace = keyof typeof loaders;

/** The namespace's messages in the locale: English for both English locales, and the pseudo-locale built from it. */
export async function loadDeferredMessages(namespace: DeferredNamespace, locale: AppLocale): Promise<Messages> {
  const source = locale === 'fr-CA' || locale === 'es-US' ? locale : 'en';
  const { default: messages } = await loaders[namespace][source]();
  if (locale !== PSEUDO_LOCALE) return messages;
  const { pseudoMessages } = await import('./pseudo-locale');
  return pseudoMessages(messages);
}
