import { FileSearch } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';

export function ClaimsLoading() {
  const { t } = useTranslation('claims');
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
      <Spinner className="size-5" /> {t('states.loading')}
    </p>
  );
}

export function ClaimsError({ message, onRetry }: { message: string; onRetry: () => void }) {
  const { t } = useTranslation('claims');
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-red-800">{t('states.errorTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** No claims at all, or none left after the search and filter (spec 2.9). */
export function ClaimsEmpty({ filtered }: { filtered: boolean }) {
  const { t } = useTranslation('claims');
  return (
    <div className="py-12 text-center">
      <FileSearch aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 text-slate-700">{filtered ? t('states.noMatch') : t('states.none')}</p>
      {!filtered && (
        <Link to="/" className={buttonClasses('primary', 'mt-4')}>
          {t('states.submit')}
        </Link>
      )}
    </div>
  );
}
