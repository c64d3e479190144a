import { useEffect } from 'react';
import { applyLocale, i18n } from '../../i18n/i18n';
import { PSEUDO_LOCALE, SUPPORTED_LOCALES, type SupportedLocale } from '../../i18n/locales';

const isSupportedLocale = (locale: string): locale is SupportedLocale => (SUPPORTED_LOCALES as readonly string[]).includes(locale);
import toast from '../../lib/toast';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { localeOfAccount } from '../../store/locale-slice';
import { useSaveAccountLanguageMutation } from './api';

/**
 * Keeps the signed-in account's language and this browser's in step (issue 26). A language picked
 * here that no account has yet (in the switch while signed in, or before signing in) is saved to the
 * account, quietly unless it fails. Otherwise the account's language is the one shown: at sign-in,
 * and when another device changed it. Runs with the signed-in frame, so the start carries none of it.
 */
export function useAccountLanguage(): void {
  const dispatch = useAppDispatch();
  const accountLanguage = useAppSelector((state) => state.auth.user?.language);
  const { chosen, unsaved } = useAppSelector((state) => state.locale);
  const [save] = useSaveAccountLanguageMutation();

  useEffect(() => {
    // No user yet, or a session stored before accounts had a language; the pseudo-locale is the tests'.
    if (accountLanguage === undefined || chosen === PSEUDO_LOCALE) return;
    // An account that never had a language (made before there was one) takes the language this
    // browser shows, so its e-mails follow the app; a French browser is never turned English.
    if (accountLanguage === null) {
      const shown = chosen ?? i18n.language;
      if (isSupportedLocale(shown))
        save(shown)
          .unwrap()
          .then(
            () => dispatch(localeOfAccount(shown)),
            () => toast.error(i18n.t('common:languageSwitch.saveFailed')),
          );
      return;
    }
    if (!unsaved || !chosen) {
      if (chosen === accountLanguage) return;
      dispatch(localeOfAccount(accountLanguage));
      void applyLocale(accountLanguage);
      return;
    }
    if (chosen === accountLanguage) {
      dispatch(localeOfAccount(chosen));
      return;
    }
    save(chosen)
      .unwrap()
      .then(
        () => dispatch(localeOfAccount(chosen)),
        () => toast.error(i18n.t('common:languageSwitch.saveFailed')),
      );
  }, [accountLanguage, chosen, unsaved, dispatch, save]);
}
