import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';
import { pageOfPath } from '../i18n/localized-paths';
import { useTranslation } from '../i18n/use-translation';

/**
 * The document's title and description in the language shown, as the build wrote them into each
 * prerendered page (src/prerender/pages.tsx reads the same messages): sign-in has its own, every
 * other page the site's. A switch of language or page updates them, so a tab or a bookmark never
 * keeps the language the page was opened in.
 */
export function DocumentHead() {
  const { t } = useTranslation();
  const page = pageOfPath(useLocation().pathname) === '/login' ? 'login' : 'home';
  const title = t(`meta.${page}.title`);
  const description = t(`meta.${page}.description`);
  useLayoutEffect(() => {
    document.title = title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
  return null;
}
