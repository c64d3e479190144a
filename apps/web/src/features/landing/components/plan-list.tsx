import { Button } from '../../../components/ui/button';
import { ErrorBox } from '../../../components/ui/error-box';
import { Spinner } from '../../../components/ui/spinner';
import { useTranslation } from '../../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/api-error';
import { useSubscriptionPackagesQuery } from '../api';
import { usePurchase } from '../use-purchase';
import { PlanCard } from './plan-card';
import { useFailureText } from '../../../i18n/server-text';

/** The plan cards of a signed-in user, with the spec's loading and error states (2.10, 8). */
export function PlanList() {
  const { t } = useTranslation('checkout');
  const shownFailure = useFailureText();
  const { data: plans, isLoading, error, refetch, isFetching } = useSubscriptionPackagesQuery();
  const { purchase, busyId } = usePurchase();

  if (isLoading)
    return (
      <p role="status" className="flex items-center justify-center gap-2 text-slate-600">
        <Spinner className="size-5 text-brand-700" />
        {t('plans.loading')}
      </p>
    );
  if (error || !plans)
    return (
      <div className="mx-auto max-w-lg space-y-4 text-center">
        <ErrorBox>{t('plans.loadFailed', { message: shownFailure(error, GENERIC_ERROR_MESSAGE) })}</ErrorBox>
        <Button variant="secondary" loading={isFetching} onClick={() => void refetch()}>
          {t('plans.retry')}
        </Button>
      </div>
    );
  return (
    <>
      <div className="grid gap-8 md:grid-cols-3">
        {plans.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            busy={busyId === plan.id}
            locked={busyId !== null}
            onChoose={(chosen) => void purchase(chosen)}
          />
        ))}
      </div>
      <p className="mt-8 text-center text-sm text-slate-600">{t('plans.note')}</p>
    </>
  );
}
