import { en, type Catalogue } from './catalogues/en';
import type { AppLocale } from './locales';

/**
 * Each language other than English is a chunk of its own, fetched only when it is the one in use:
 * a reader downloads one language. Both English locales read the bundled catalogue (null here).
 */
const loaders: Partial<Record<AppLocale, () => Promise<Catalogue>>> = {
  'fr-CA': () => import('./catalogues/fr-CA').then((module) => module.catalogue),
  'es-US': () => import('./catalogues/es-US').then((module) => module.catalogue),
  'en-XA': () => import('./pseudo-locale').then((module) => module.pseudoCatalogue(en)),
};

export function loadCatalogue(locale: AppLocale): Promise<Catalogue> | null {
  return loaders[locale]?.() ?? null;
}
