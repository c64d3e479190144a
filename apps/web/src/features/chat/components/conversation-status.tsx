import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';

/** In place of the messages while they load, or when they could not be loaded. */
export function ConversationStatus({ loading, error, onRetry }: { loading: boolean; error: string | null; onRetry: () => void }) {
  const { t } = useTranslation('chat');
  if (error)
    return (
      <div className="flex flex-1 flex-col items-center justify-center gap-3 p-6">
        <ErrorBox>{t('conversation.loadFailed', { reason: error })}</ErrorBox>
        <Button variant="secondary" onClick={onRetry}>
          {t('conversation.tryAgain')}
        </Button>
      </div>
    );
  if (!loading) return null;
  return (
    <div className="flex flex-1 items-center justify-center gap-2 p-6 text-sm text-slate-600">
      <Spinner className="size-5 text-brand-700" />
      <span role="status">{t('conversation.loading')}</span>
    </div>
  );
}
