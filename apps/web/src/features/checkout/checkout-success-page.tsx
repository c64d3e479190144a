import { checkoutPages } from '@benji/shared';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { buttonClasses } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { useTranslation } from '../../i18n/use-translation';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useCheckoutSessionQuery } from './api';
import { CheckoutFrame } from './components/checkout-frame';
import { SignInNeeded } from './components/sign-in-needed';
import { useFinishCheckout } from './use-finish-checkout';
import { useFailureText } from '../../i18n/server-text';

const POLL_MS = 1500;
// Stripe usually confirms within seconds; after a minute the page stops asking and says so.
const GIVE_UP_MS = 60_000;

function useGaveUp(active: boolean): boolean {
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (!active) return;
    const timer = window.setTimeout(() => setGaveUp(true), GIVE_UP_MS);
    return () => window.clearTimeout(timer);
  }, [active]);
  return gaveUp;
}

function Confirmation({ id }: { id: string }) {
  const { t } = useTranslation('checkout');
  const shownFailure = useFailureText();
  const [open, setOpen] = useState(true);
  const gaveUp = useGaveUp(open);
  const { data: session, error } = useCheckoutSessionQuery(id, { pollingInterval: open && !gaveUp ? POLL_MS : 0 });
  useFinishCheckout(session);
  useEffect(() => setOpen(!session || session.status === 'open'), [session]);

  if (error) return <ErrorBox>{shownFailure(error, t('checkout.sessionNotFound'))}</ErrorBox>;
  if (session && session.status !== 'open' && session.status !== 'complete')
    return (
      <div className="space-y-4">
        <ErrorBox>{t('checkout.expired')}</ErrorBox>
        <Link to={checkoutPages.cancelled} className={buttonClasses('secondary')}>
          {t('checkout.backToPlans')}
        </Link>
      </div>
    );
  if (gaveUp) return <p className="text-slate-700">{t('success.notConfirmed')}</p>;
  return (
    <p role="status" className="flex items-center gap-3 text-slate-700">
      <Spinner className="size-5 text-brand-700" />
      {t('success.confirming')}
    </p>
  );
}

/** Where a checkout returns (Stripe's success_url, or the test checkout's). */
export function CheckoutSuccessPage() {
  const [params] = useSearchParams();
  const id = params.get('session_id') ?? '';
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const { t } = useTranslation('checkout');
  return (
    <CheckoutFrame title={t('success.title')}>
      {!signedIn ? <SignInNeeded /> : id ? <Confirmation id={id} /> : <ErrorBox>{t('checkout.sessionNotFound')}</ErrorBox>}
    </CheckoutFrame>
  );
}
