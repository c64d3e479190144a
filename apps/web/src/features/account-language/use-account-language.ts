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
    const shown = chosen ?? i18n.language;
    // A language picked here that the account lacks, or an account that never had one (made before
    // there was one): the account takes this browser's, so its e-mails follow the app. A browser that
    // follows its own languages keeps following them; a French browser is never turned English.
    if ((unsaved && chosen && chosen !== accountLanguage) || accountLanguage === null) {
      if (!isSupportedLocale(shown)) return;
      save(shown)
        .unwrap()
        .then(
          () => (unsaved ? dispatch(localeOfAccount(shown)) : undefined),
          () => toast.error(i18n.t('common:languageSwitch.saveFailed')),
        );
      return;
    }
    if (unsaved && chosen === accountLanguage) {
      dispatch(localeOfAccount(chosen));
      return;
    }
    // Otherwise the account's language is shown: at sign-in, and when another device changed it.
    if (shown === accountLanguage) return;
    dispatch(localeOfAccount(accountLanguage));
    void applyLocale(accountLanguage);
  }, [accountLanguage, chosen, unsaved, dispatch, save]);
}
