import { ArrowLeft } from 'lucide-react';
import { useMemo, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useTranslation } from '../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api/api-error';
import { useSavedMessagesQuery } from './api';
import { SavedEmpty, SavedError, SavedLoading } from './components/saved-states';
import { SessionFilterSelect } from './components/session-filter-select';
import { SessionGroup } from './components/session-group';
import { groupSavedBySession } from './group-saved';
import { ALL_SESSIONS, sessionFilterOptions, visibleSessions } from './session-filter';
import { useGoBack } from './use-go-back';
import { useFailureText } from '../../i18n/server-text';

/** Spec 2.11: the assistant replies the user saved in the chat, grouped by session. */
export function SavedMessagesPage() {
  const { t } = useTranslation('savedMessages');
  const shownFailure = useFailureText();
  // Read again on every visit: a message saved in the chat a moment ago must be here.
  const { data, error, isFetching, refetch } = useSavedMessagesQuery(undefined, { refetchOnMountOrArgChange: true });
  const [selected, setSelected] = useState(ALL_SESSIONS);
  const goBack = useGoBack('/chats');
  const sessions = useMemo(() => groupSavedBySession(data ?? []), [data]);

  function body() {
    if (error && !data) {
      const message = shownFailure(error, GENERIC_ERROR_MESSAGE);
      return <SavedError message={message} retrying={isFetching} onRetry={() => void refetch()} />;
    }
    if (!data) return <SavedLoading />;
    if (sessions.length === 0) return <SavedEmpty />;
    return (
      <div className="space-y-8">
        {visibleSessions(sessions, selected).map((session) => (
          <SessionGroup key={session.sessionId} session={session} />
        ))}
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-3xl">
      <Button variant="ghost" className="-ml-3 mb-2 px-3" onClick={goBack}>
        <ArrowLeft aria-hidden="true" className="size-4" />
        {t('back')}
      </Button>
      <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <h1 className="text-2xl font-bold tracking-tight text-slate-900">{t('title')}</h1>
          <p className="mt-1 text-slate-600">{data ? t('count', { count: data.length }) : t('lead')}</p>
        </div>
        {sessions.length > 1 && <SessionFilterSelect options={sessionFilterOptions(sessions)} value={selected} onChange={setSelected} />}
      </header>
      {body()}
    </div>
  );
}
