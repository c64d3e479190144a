import { Button } from '../../../components/ui/button';
import { useResetCalendarLink } from '../use-reset-calendar-link';

// Not the server's "subscribe again with the new one": the new address shows once there is a plan again.
const RESET_WHILE_PAUSED = 'Your calendar link was reset. The old address no longer works; the new one shows here when you subscribe.';

/**
 * The feed of a user whose trial or plan has ended: it serves nothing now, but its address comes
 * back to life with a subscription, so a user who gave it out can still revoke it here.
 */
export function PausedCalendarFeed() {
  const { reset, resetting } = useResetCalendarLink(RESET_WHILE_PAUSED);
  return (
    <>
      <div className="rounded-2xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
        <p className="font-semibold">Your calendar feed is paused</p>
        <p className="mt-1">
          Your trial or plan has ended, so calendars subscribed to your address stop updating. The address works again when you subscribe.
          If it got out, reset it now: the old address stops for good.
        </p>
      </div>
      <Button variant="secondary" loading={resetting} onClick={() => void reset()}>
        {resetting ? 'Resetting...' : 'Reset link'}
      </Button>
    </>
  );
}
