import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { LANGUAGES, languageOf, isAppLocale, type LanguageCode } from '../../i18n/locales';
import { useChooseLanguage } from '../../i18n/use-choose-language';
import { cx } from '../ui/cx';
import { useSwitchAddress } from './use-switch-address';

/**
 * The language switch: a native select (keyboard and screen readers know it), labelled in the
 * current language, each language named in itself so a reader finds theirs whatever is shown.
 */
export function LanguageSwitch({ className, tone = 'dark' }: { className?: string; tone?: 'dark' | 'light' }) {
  const { t, i18n } = useTranslation();
  const chooseLanguage = useChooseLanguage();
  const switchAddress = useSwitchAddress();
  const id = useId();
  const current: LanguageCode = isAppLocale(i18n.language) ? languageOf(i18n.language) : 'en';
  return (
    <div className={cx('flex items-center gap-1.5', className)}>
      <label htmlFor={id} className="sr-only">
        {t('languageSwitch.label')}
      </label>
      <Languages aria-hidden="true" className={cx('size-4 shrink-0', tone === 'dark' ? 'text-slate-600' : 'text-brand-100')} />
      <select
        id={id}
        value={current}
        onChange={(event) => void chooseLanguage(event.target.value as LanguageCode).then(switchAddress)}
        className={cx(
          'min-h-11 cursor-pointer rounded-lg border bg-transparent py-1 pl-2 pr-7 text-sm font-medium focus-visible:outline-none focus-visible:ring-2',
          tone === 'dark'
            ? 'border-slate-300 text-slate-800 focus-visible:ring-brand-600'
            : 'border-white/30 text-white focus-visible:ring-white [&>option]:text-slate-900',
        )}
      >
        {LANGUAGES.map((language) => (
          // Named in itself, and never machine-translated: "Español" is what a Spanish reader looks for.
          <option key={language.code} value={language.code} lang={language.code} translate="no">
            {language.name}
          </option>
        ))}
      </select>
    </div>
  );
}
