import { PROFILE_BANNER_MS } from '@benji/shared';
import { CircleCheck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { isApiError, messageFromBody } from '../../../lib/api/api-error';
import { useCurrentUserQuery } from '../../../store/current-user-api';
import { ProfileForm } from './profile-form';
import { useFailureText } from '../../../i18n/server-text';

export function AccountTab() {
  const { t } = useTranslation('settings');
  const shownFailure = useFailureText();
  const { data, isLoading, isError, error, refetch, isFetching } = useCurrentUserQuery();
  const [savedAt, setSavedAt] = useState<number | null>(null);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = window.setTimeout(() => setSavedAt(null), PROFILE_BANNER_MS);
    return () => window.clearTimeout(timer);
  }, [savedAt]);

  let body;
  if (isLoading) {
    body = (
      <p className="flex items-center gap-2 text-slate-600" role="status">
        <Spinner /> {t('account.loading')}
      </p>
    );
  } else if (isError || !data) {
    body = (
      <div role="alert" className="rounded-2xl border border-red-200 bg-red-50 p-6">
        <p className="font-semibold text-red-800">{t('account.errorTitle')}</p>
        <p className="mt-1 text-sm text-red-800">
          {isApiError(error) && messageFromBody(error.data) ? shownFailure(error, t('account.errorFallback')) : t('account.errorFallback')}
        </p>
        <Button variant="secondary" className="mt-4" loading={isFetching} onClick={() => void refetch()}>
          {t('account.retry')}
        </Button>
      </div>
    );
  } else {
    // Server data that changes (after a save) remounts the form with a fresh baseline.
    const { user } = data;
    body = <ProfileForm key={`${user.pk}:${user.profile?.profile_image ?? ''}`} user={user} onSaved={() => setSavedAt(Date.now())} />;
  }

  return (
    <section aria-labelledby="profile-heading">
      <h2 id="profile-heading" className="text-lg font-semibold text-slate-900">
        {t('account.heading')}
      </h2>
      {savedAt !== null && (
        <p
          role="status"
          className="mt-4 flex items-center gap-2 rounded-xl border border-emerald-200 bg-emerald-50 p-3 text-sm font-medium text-emerald-800"
        >
          <CircleCheck aria-hidden="true" className="size-4" /> {t('account.saved')}
        </p>
      )}
      <div className="mt-6">{body}</div>
    </section>
  );
}
