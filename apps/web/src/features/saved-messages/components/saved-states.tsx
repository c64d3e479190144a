import { Bookmark, CircleAlert, MessageSquare } from 'lucide-react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';

const panel = 'rounded-2xl bg-white px-6 py-12 text-center shadow-card ring-1 ring-slate-200/70';

export function SavedLoading() {
  const { t } = useTranslation('savedMessages');
  return (
    <div role="status" className={panel}>
      <Spinner className="mx-auto size-8 text-brand-700" />
      <p className="mt-4 font-semibold text-slate-900">{t('states.loading')}</p>
      <p className="mt-1 text-sm text-slate-600">{t('states.loadingHint')}</p>
    </div>
  );
}

export function SavedError({ message, onRetry, retrying }: { message: string; onRetry: () => void; retrying: boolean }) {
  const { t } = useTranslation('savedMessages');
  return (
    <div role="alert" className={panel}>
      <CircleAlert aria-hidden="true" className="mx-auto size-10 text-red-700" />
      <p className="mt-3 font-semibold text-slate-900">{t('states.errorTitle')}</p>
      <p className="mt-1 text-sm text-slate-700">{message}</p>
      <Button variant="secondary" className="mt-5" loading={retrying} onClick={onRetry}>
        {t('states.retry')}
      </Button>
    </div>
  );
}

/** Spec 2.11: nothing saved yet, and how to save something. */
export function SavedEmpty() {
  const { t } = useTranslation('savedMessages');
  return (
    <div className={panel}>
      <span className="mx-auto flex size-14 items-center justify-center rounded-full bg-brand-50 text-brand-700">
        <Bookmark aria-hidden="true" className="size-7" />
      </span>
      <h2 className="mt-4 text-lg font-semibold text-slate-900">{t('states.emptyTitle')}</h2>
      <p className="mx-auto mt-2 max-w-sm text-sm text-slate-600">{t('states.emptyText')}</p>
      <Link to="/chats" className={buttonClasses('primary', 'mt-6')}>
        <MessageSquare aria-hidden="true" className="size-4" />
        {t('states.goToChat')}
      </Link>
    </div>
  );
}
