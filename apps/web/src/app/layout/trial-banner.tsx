import { isTrialUrgent, trialEndsAt, trialRemaining } from '@benji/shared';
import { Clock } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { cx } from '../../components/ui/cx';
import { showTrialExpired } from '../../lib/dialogs';
import { goToPricing } from '../../lib/go-to-pricing';
import { useNow } from '../../lib/use-now';
import { selectAuth, type SessionUser } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useLogout } from '../../store/use-logout';
import { useTranslation } from '../../i18n/use-translation';
import { trialCountdownText, trialDuration } from './trial-countdown-text';

/** When the trial ends: the server's trial_ends_at, else 72 hours after signup_date. */
export function trialEnd(user: Pick<SessionUser, 'signup_date'> & { trial_ends_at?: string | null }): Date | null {
  const end = user.trial_ends_at ? new Date(user.trial_ends_at) : user.signup_date ? trialEndsAt(user.signup_date) : null;
  return end && !Number.isNaN(end.getTime()) ? end : null;
}

/** Spec section 4: only for a user on trial who has not subscribed. */
export function TrialBanner() {
  const { user, istrial, isSubscribed } = useAppSelector(selectAuth);
  const endsAt = user ? trialEnd(user) : null;
  if (!istrial || isSubscribed || !endsAt) return null;
  return <TrialCountdown endsAt={endsAt} />;
}

function TrialCountdown({ endsAt }: { endsAt: Date }) {
  const now = useNow(1000);
  const remaining = trialRemaining(endsAt, now);
  const urgent = isTrialUrgent(remaining);
  const navigate = useNavigate();
  const logout = useLogout();
  const announced = useRef(false);
  const { t } = useTranslation('frame');

  useEffect(() => {
    if (!remaining.expired || announced.current) return;
    announced.current = true;
    void showTrialExpired().then((choice) => (choice === 'plans' ? goToPricing(navigate) : logout()));
  }, [remaining.expired, logout, navigate]);

  return (
    <div
      className={cx(
        'flex items-center gap-2 rounded-xl border px-2.5 py-1 text-xs sm:gap-3 sm:px-3 sm:py-1.5 sm:text-sm',
        urgent ? 'border-red-200 bg-red-50 text-red-800' : 'border-brand-200 bg-brand-50 text-brand-900',
      )}
    >
      <Clock aria-hidden="true" className="size-4 shrink-0" />
      {/* Where the line is short, the countdown goes under its label rather than breaking in two. */}
      <p className="flex flex-wrap gap-x-1">
        {remaining.expired ? (
          <span className="font-semibold whitespace-nowrap">{t('trial.expired')}</span>
        ) : (
          <>
            <span className="font-medium whitespace-nowrap">{t('trial.endsIn')}</span>{' '}
            <time dateTime={trialDuration(remaining)} className="font-semibold whitespace-nowrap tabular-nums">
              {trialCountdownText(remaining)}
            </time>
          </>
        )}
      </p>
      <button
        type="button"
        onClick={() => goToPricing(navigate)}
        className={cx(
          'ml-auto rounded-lg px-3 py-1 text-xs font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-offset-2',
          urgent
            ? 'bg-red-700 hover:bg-red-800 focus-visible:ring-red-700'
            : 'bg-brand-700 hover:bg-brand-800 focus-visible:ring-brand-600',
        )}
      >
        {t('trial.upgrade')}
      </button>
    </div>
  );
}
