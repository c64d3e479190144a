import { Banknote } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';

export function MoneyLoading() {
  const { t } = useTranslation('money');
  return (
    <p role="status" className="flex items-center justify-center gap-2 py-12 text-slate-600">
      <Spinner className="size-5" /> {t('states.loading')}
    </p>
  );
}

/** The server's message when it sent one (not translated yet: the server's words are a later slice of issue 26). */
export function MoneyError({ message, onRetry }: { message: string | undefined; onRetry: () => void }) {
  const { t } = useTranslation('money');
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-red-800">{t('states.errorTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">{message ?? t('states.errorFallback')}</p>
      <Button variant="secondary" className="mt-4" onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** The claim is not the user's or no longer exists: the server says 404 either way. */
export function MoneyClaimMissing() {
  const { t } = useTranslation('money');
  return (
    <div role="alert" className="py-12 text-center">
      <p className="font-semibold text-slate-900">{t('states.missingTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">{t('states.missingText')}</p>
      <Link to="/claim-status" className={buttonClasses('primary', 'mt-4')}>
        {t('states.missingLink')}
      </Link>
    </div>
  );
}

export function MoneyEmpty({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('money');
  return (
    <div className="py-12 text-center">
      <Banknote aria-hidden="true" className="mx-auto size-10 text-slate-400" />
      <p className="mt-3 font-semibold text-slate-800">{t('states.emptyTitle')}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-slate-600">{t('states.emptyText')}</p>
      <Button className="mt-4" onClick={onAdd}>
        {t('states.emptyAdd')}
      </Button>
    </div>
  );
}
