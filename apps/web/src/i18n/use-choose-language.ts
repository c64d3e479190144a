import { useCallback } from 'react';
import { localeChosen } from '../store/locale-slice';
import { useAppDispatch } from '../store/hooks';
import { localeForLanguage } from './detect-locale';
import { applyLocale } from './i18n';
import type { LanguageCode } from './locales';

/** Switches to a language and saves it as the user's choice, which then outranks the browser's; resolves to the locale once shown. */
export function useChooseLanguage() {
  const dispatch = useAppDispatch();
  return useCallback(
    (code: LanguageCode) => {
      const locale = localeForLanguage(code, navigator.languages);
      dispatch(localeChosen(locale));
      return applyLocale(locale).then(() => locale);
    },
    [dispatch],
  );
}
