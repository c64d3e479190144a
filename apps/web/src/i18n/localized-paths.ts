import type { SupportedLocale } from './locales';

/**
 * The pages that have an address per language (/fr/home, /es/login): the ones a visitor most often
 * opens first, rendered at build time in each language so search engines and first paints see that
 * language. Every other page has one address, in whatever language the reader has chosen.
 */
export const LOCALIZED_PAGES = ['/home', '/login'] as const;
export type LocalizedPage = (typeof LOCALIZED_PAGES)[number];

/** The locale each address prefix stands for; English is the unprefixed address. */
const PREFIXES = { '/fr': 'fr-CA', '/es': 'es-US' } as const satisfies Record<string, SupportedLocale>;

/** The locales with an address of their own, as hreflang names them, English (unprefixed) first. */
export const PAGE_LOCALES = ['en', ...Object.values(PREFIXES)] as const;

/** '/fr/home' is the French home page; '/home', '/fr/chats' and '/de/home' are no page's French or Spanish copy. */
export function localeOfPath(pathname: string): SupportedLocale | null {
  const match = /^(\/[a-z]{2})(\/[^/]+)\/?$/.exec(pathname);
  if (!match || !isLocalizedPage(match[2]!)) return null;
  return PREFIXES[match[1] as keyof typeof PREFIXES] ?? null;
}

/** The page a path shows, whatever its language: '/es/login' and '/login' are '/login'. */
export function pageOfPath(pathname: string): LocalizedPage | null {
  const path = pathname.replace(/\/$/, '');
  if (isLocalizedPage(path)) return path;
  // Every prefix is a slash and two letters.
  return localeOfPath(pathname) ? (path.slice(3) as LocalizedPage) : null;
}

/** The page's address in a locale: French and Spanish have their prefix, any English the bare page. */
export function pathInLocale(page: LocalizedPage, locale: string): string {
  const prefix = Object.entries(PREFIXES).find(([, prefixed]) => prefixed === locale)?.[0];
  return prefix ? `${prefix}${page}` : page;
}

const isLocalizedPage = (path: string): path is LocalizedPage => (LOCALIZED_PAGES as readonly string[]).includes(path);
