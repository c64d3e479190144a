import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { pageOfPath, pathInLocale } from '../../i18n/localized-paths';
import type { SupportedLocale } from '../../i18n/locales';

/**
 * On a page with an address per language (/home, /fr/home, /es/home), a switch of language moves
 * to that language's address, so the address always says what the page shows and can be shared
 * as it is. The history entry is replaced (Back leaves the page, not the language) and the scroll
 * kept: the reader is where they were, in another language. Other pages keep their address.
 */
export function useSwitchAddress() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  return useCallback(
    (locale: SupportedLocale) => {
      const page = pageOfPath(pathname);
      const target = page && pathInLocale(page, locale);
      if (target && target !== pathname) void navigate({ pathname: target, search, hash }, { replace: true, state: { keepScroll: true } });
    },
    [pathname, search, hash, navigate],
  );
}
