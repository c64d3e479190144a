import { Button } from '../../../components/ui/button';
import { GENERIC_ERROR_MESSAGE, isApiError } from '../../../lib/api/api-error';
import { confirmCancelPlan } from '../../../lib/dialogs';
import toast from '../../../lib/toast';
import { useCancelTestPlanMutation, useOpenBillingPortalMutation, usePlanStatusQuery } from '../plan-api';

const messageOf = (failure: unknown) => (isApiError(failure) ? failure.message : GENERIC_ERROR_MESSAGE);

/**
 * How a subscriber manages the plan: a plan billed through Stripe in Stripe's customer portal
 * (cancel, card, invoices), a plan bought in test mode cancelled here, after a confirmation.
 */
export function PlanActions() {
  const { data, isLoading, isError, refetch, isFetching } = usePlanStatusQuery();
  const [openPortal, { isLoading: opening }] = useOpenBillingPortalMutation();
  const [cancelPlan, { isLoading: cancelling }] = useCancelTestPlanMutation();

  async function manage() {
    try {
      window.location.assign((await openPortal().unwrap()).url);
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  }

  async function cancel(plan: string) {
    if (!(await confirmCancelPlan(plan))) return;
    try {
      toast.success((await cancelPlan().unwrap()).message);
    } catch (failure) {
      toast.error(messageOf(failure));
    }
  }

  if (isLoading) return <p className="text-sm text-slate-600">Loading how your plan is managed...</p>;
  if (isError || !data)
    return (
      <div role="alert" className="text-sm text-red-800">
        <p>How your plan is managed could not be loaded.</p>
        <Button variant="secondary" className="mt-2" loading={isFetching} onClick={() => void refetch()}>
          Try Again
        </Button>
      </div>
    );
  if (data.provider === 'stripe')
    return (
      <div className="space-y-2">
        <Button variant="secondary" loading={opening} onClick={() => void manage()}>
          Manage or Cancel Plan
        </Button>
        <p className="text-sm text-slate-600">
          Opens Stripe's billing portal, where you can cancel, change your card or download invoices.
        </p>
      </div>
    );
  if (data.provider === 'local')
    return (
      <div className="space-y-2">
        <Button variant="danger" loading={cancelling} onClick={() => void cancel(data.plan ?? 'Your plan')}>
          Cancel Plan
        </Button>
        <p className="text-sm text-slate-600">This plan was bought in test mode: cancelling ends it at once.</p>
      </div>
    );
  return null;
}
