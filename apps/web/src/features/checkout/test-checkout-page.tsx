import { checkoutPages, type TCheckoutSession } from '@benji/shared';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { Button, buttonClasses } from '../../components/ui/button';
import { ErrorBox } from '../../components/ui/error-box';
import { Spinner } from '../../components/ui/spinner';
import { formatMoney } from '../../i18n/format';
import { useTranslation } from '../../i18n/use-translation';
import { planName, planPeriod } from '../../lib/plan-text';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useCheckoutSessionQuery, useConfirmTestCheckoutMutation } from './api';
import { CheckoutFrame } from './components/checkout-frame';
import { SignInNeeded } from './components/sign-in-needed';
import { TestModeNotice } from './components/test-mode-notice';
import { failureText, useFailureText } from '../../i18n/server-text';

function BackToPlans() {
  const { t } = useTranslation('checkout');
  return (
    <Link to={checkoutPages.cancelled} className={buttonClasses('secondary')}>
      {t('checkout.backToPlans')}
    </Link>
  );
}

function Summary({ session }: { session: TCheckoutSession }) {
  const { t } = useTranslation('checkout');
  const rows: Array<[string, string]> = [
    [t('checkout.plan'), planName(session.package_type)],
    [t('checkout.billing'), planPeriod(session.package_type)],
    [t('checkout.amount'), t('checkout.amountInDollars', { amount: formatMoney(Number(session.package_amount)) })],
    [t('checkout.account'), session.email],
  ];
  return (
    <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200">
      {rows.map(([term, value]) => (
        <div key={term} className="flex justify-between gap-4 px-4 py-3 text-sm">
          <dt className="text-slate-600">{term}</dt>
          <dd className="text-right font-medium text-slate-900" translate={value === session.email ? 'no' : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OpenCheckout({ session }: { session: TCheckoutSession }) {
  const { t } = useTranslation('checkout');
  const [confirm, { isLoading }] = useConfirmTestCheckoutMutation();
  const [error, setError] = useState<string | null>(null);
  const [leaving, setLeaving] = useState(false);

  async function pay() {
    setError(null);
    try {
      const { success_url } = await confirm(session.session_id).unwrap();
      // Leave the way Stripe does: a full load of the success URL.
      setLeaving(true);
      window.location.assign(success_url);
    } catch (failure) {
      setError(await failureText(failure, t('checkout.failedDefault')));
    }
  }

  return (
    <div className="space-y-6">
      <TestModeNotice />
      <Summary session={session} />
      {error && <ErrorBox>{error}</ErrorBox>}
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Link to={checkoutPages.cancelled} className={buttonClasses('secondary')}>
          {t('checkout.cancel')}
        </Link>
        <Button loading={isLoading || leaving} onClick={() => void pay()}>
          {isLoading || leaving ? t('checkout.processing') : t('checkout.pay', { amount: formatMoney(Number(session.package_amount)) })}
        </Button>
      </div>
    </div>
  );
}

function CheckoutState({ id }: { id: string }) {
  const { t } = useTranslation('checkout');
  const shownFailure = useFailureText();
  const { data: session, isLoading, error } = useCheckoutSessionQuery(id);
  if (isLoading)
    return (
      <p role="status" className="flex items-center gap-2 text-slate-600">
        <Spinner className="size-5 text-brand-700" /> {t('checkout.loading')}
      </p>
    );
  if (error || !session)
    return (
      <div className="space-y-4">
        <ErrorBox>{shownFailure(error, t('checkout.sessionNotFound'))}</ErrorBox>
        <BackToPlans />
      </div>
    );
  if (session.status === 'complete')
    return (
      <div className="space-y-4">
        <p className="text-slate-700">{t('checkout.alreadyPaid')}</p>
        <Link to={`${checkoutPages.success}?session_id=${encodeURIComponent(id)}`} className={buttonClasses('primary')}>
          {t('checkout.continue')}
        </Link>
      </div>
    );
  if (session.status !== 'open')
    return (
      <div className="space-y-4">
        <ErrorBox>{t('checkout.expired')}</ErrorBox>
        <BackToPlans />
      </div>
    );
  return <OpenCheckout session={session} />;
}

/** The embedded default checkout: what Stripe Checkout would show, in test mode, on this server. */
export function TestCheckoutPage() {
  const { sessionId = '' } = useParams();
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const { t } = useTranslation('checkout');
  return <CheckoutFrame title={t('checkout.title')}>{signedIn ? <CheckoutState id={sessionId} /> : <SignInNeeded />}</CheckoutFrame>;
}
