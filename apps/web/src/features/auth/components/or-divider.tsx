import { useTranslation } from '../../../i18n/use-translation';

export function OrDivider() {
  const { t } = useTranslation('auth');
  return (
    <div className="my-6 flex items-center gap-4 text-sm text-slate-600" role="separator" aria-label={t('or')}>
      <span className="h-px flex-1 bg-slate-200" />
      <span aria-hidden="true">{t('or')}</span>
      <span className="h-px flex-1 bg-slate-200" />
    </div>
  );
}
