import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { useResetCalendarLink } from '../use-reset-calendar-link';

/**
 * The feed of a user whose trial or plan has ended: it serves nothing now, but its address comes
 * back to life with a subscription, so a user who gave it out can still revoke it here.
 */
export function PausedCalendarFeed() {
  const { t } = useTranslation('settings');
  // Not the server's "subscribe again with the new one": the new address shows once there is a plan again.
  const { reset, resetting } = useResetCalendarLink(t('calendar.resetWhilePaused'));
  return (
    <>
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">{t('calendar.pausedTitle')}</p>
        <p className="mt-1">{t('calendar.pausedText')}</p>
      </div>
      <Button variant="secondary" loading={resetting} onClick={() => void reset()}>
        {resetting ? t('calendar.resetting') : t('calendar.reset')}
      </Button>
    </>
  );
}
