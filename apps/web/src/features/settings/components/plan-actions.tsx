import { Button } from '../../../components/ui/button';
import { useTranslation } from '../../../i18n/use-translation';
import { GENERIC_ERROR_MESSAGE } from '../../../lib/api/api-error';
import { confirmCancelPlan } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useCancelTestPlanMutation, useOpenBillingPortalMutation, usePlanStatusQuery } from '../plan-api';
import { failureText, serverText } from '../../../i18n/server-text';

/**
 * How a subscriber manages the plan: a plan billed through Stripe in Stripe's customer portal
 * (cancel, card, invoices), a plan bought in test mode cancelled here, after a confirmation.
 */
export function PlanActions() {
  const { t } = useTranslation('settings');
  const { data, isLoading, isError, refetch, isFetching } = usePlanStatusQuery();
  const [openPortal, { isLoading: opening }] = useOpenBillingPortalMutation();
  const [cancelPlan, { isLoading: cancelling }] = useCancelTestPlanMutation();

  async function manage() {
    try {
      window.location.assign((await openPortal().unwrap()).url);
    } catch (failure) {
      toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  async function cancel(plan: string) {
    if (!(await confirmCancelPlan(plan))) return;
    try {
      toast.success(await serverText((await cancelPlan().unwrap()).message));
    } catch (failure) {
      toast.error(await failureText(failure, GENERIC_ERROR_MESSAGE));
    }
  }

  if (isLoading) return <p className="text-sm text-slate-600">{t('plan.loadingManagement')}</p>;
  if (isError || !data)
    return (
      <div role="alert" className="text-sm text-red-800">
        <p>{t('plan.managementFailed')}</p>
        <Button variant="secondary" className="mt-2" loading={isFetching} onClick={() => void refetch()}>
          {t('plan.retry')}
        </Button>
      </div>
    );
  if (data.provider === 'stripe')
    return (
      <div className="space-y-2">
        <Button variant="secondary" loading={opening} onClick={() => void manage()}>
          {t('plan.manage')}
        </Button>
        <p className="text-sm text-slate-600">{t('plan.manageHint')}</p>
      </div>
    );
  if (data.provider === 'local')
    return (
      <div className="space-y-2">
        <Button variant="danger" loading={cancelling} onClick={() => void cancel(data.plan ?? t('plan.yourPlan'))}>
          {t('plan.cancel')}
        </Button>
        <p className="text-sm text-slate-600">{t('plan.cancelHint')}</p>
      </div>
    );
  return null;
}
