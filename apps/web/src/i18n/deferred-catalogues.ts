import type { Messages } from './catalogues/en';
import { PSEUDO_LOCALE, type AppLocale } from './locales';

/**
 * Namespaces whose messages are fetched with the code that shows them (a page, a section below the
 * fold), not with the app: the first load carries only the English its first screen needs. A page's
 * loader asks for its namespaces beside its import (app/pages.ts), so it never renders a key.
 */
const loaders = {
  landing: {
    en: () => import('./catalogues/en/landing.json'),
    'fr-CA': () => import('./catalogues/fr-CA/landing.json'),
    'es-US': () => import('./catalogues/es-US/landing.json'),
  },
  landingMore: {
    en: () => import('./catalogues/en/landing-more.json'),
    'fr-CA': () => import('./catalogues/fr-CA/landing-more.json'),
    'es-US': () => import('./catalogues/es-US/landing-more.json'),
  },
  auth: {
    en: () => import('./catalogues/en/auth.json'),
    'fr-CA': () => import('./catalogues/fr-CA/auth.json'),
    'es-US': () => import('./catalogues/es-US/auth.json'),
  },
  passwordReset: {
    en: () => import('./catalogues/en/password-reset.json'),
    'fr-CA': () => import('./catalogues/fr-CA/password-reset.json'),
    'es-US': () => import('./catalogues/es-US/password-reset.json'),
  },
  money: {
    en: () => import('./catalogues/en/money.json'),
    'fr-CA': () => import('./catalogues/fr-CA/money.json'),
    'es-US': () => import('./catalogues/es-US/money.json'),
  },
  frame: {
    en: () => import('./catalogues/en/frame.json'),
    'fr-CA': () => import('./catalogues/fr-CA/frame.json'),
    'es-US': () => import('./catalogues/es-US/frame.json'),
  },
  dialogs: {
    en: () => import('./catalogues/en/dialogs.json'),
    'fr-CA': () => import('./catalogues/fr-CA/dialogs.json'),
    'es-US': () => import('./catalogues/es-US/dialogs.json'),
  },
  dashboard: {
    en: () => import('./catalogues/en/dashboard.json'),
    'fr-CA': () => import('./catalogues/fr-CA/dashboard.json'),
    'es-US': () => import('./catalogues/es-US/dashboard.json'),
  },
  claims: {
    en: () => import('./catalogues/en/claims.json'),
    'fr-CA': () => import('./catalogues/fr-CA/claims.json'),
    'es-US': () => import('./catalogues/es-US/claims.json'),
  },
  settings: {
    en: () => import('./catalogues/en/settings.json'),
    'fr-CA': () => import('./catalogues/fr-CA/settings.json'),
    'es-US': () => import('./catalogues/es-US/settings.json'),
  },
  savedMessages: {
    en: () => import('./catalogues/en/saved-messages.json'),
    'fr-CA': () => import('./catalogues/fr-CA/saved-messages.json'),
    'es-US': () => import('./catalogues/es-US/saved-messages.json'),
  },
  tips: {
    en: () => import('./catalogues/en/tips.json'),
    'fr-CA': () => import('./catalogues/fr-CA/tips.json'),
    'es-US': () => import('./catalogues/es-US/tips.json'),
  },
  checkout: {
    en: () => import('./catalogues/en/checkout.json'),
    'fr-CA': () => import('./catalogues/fr-CA/checkout.json'),
    'es-US': () => import('./catalogues/es-US/checkout.json'),
  },
  legal: {
    en: () => import('./catalogues/en/legal.json'),
    'fr-CA': () => import('./catalogues/fr-CA/legal.json'),
    'es-US': () => import('./catalogues/es-US/legal.json'),
  },
  templates: {
    en: () => import('./catalogues/en/templates.json'),
    'fr-CA': () => import('./catalogues/fr-CA/templates.json'),
    'es-US': () => import('./catalogues/es-US/templates.json'),
  },
  video: {
    en: () => import('./catalogues/en/video.json'),
    'fr-CA': () => import('./catalogues/fr-CA/video.json'),
    'es-US': () => import('./catalogues/es-US/video.json'),
  },
  inventory: {
    en: () => import('./catalogues/en/inventory.json'),
    'fr-CA': () => import('./catalogues/fr-CA/inventory.json'),
    'es-US': () => import('./catalogues/es-US/inventory.json'),
  },
  player: {
    en: () => import('./catalogues/en/player.json'),
    'fr-CA': () => import('./catalogues/fr-CA/player.json'),
    'es-US': () => import('./catalogues/es-US/player.json'),
  },
  chat: {
    en: () => import('./catalogues/en/chat.json'),
    'fr-CA': () => import('./catalogues/fr-CA/chat.json'),
    'es-US': () => import('./catalogues/es-US/chat.json'),
  },
  errors: {
    en: () => import('./catalogues/en/errors.json'),
    'fr-CA': () => import('./catalogues/fr-CA/errors.json'),
    'es-US': () => import('./catalogues/es-US/errors.json'),
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
