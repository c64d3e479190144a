import type { TSubscriptionPackage } from '@benji/shared';
import { useState } from 'react';
import { i18n } from '../../i18n/i18n';
import { isApiError, readField } from '../../lib/api/api-error';
import { showAlert } from '../../lib/dialogs';
import { selectAccessToken } from '../../store/auth-slice';
import { useAppSelector } from '../../store/hooks';
import { useStartPaymentMutation } from './api';

function failureText(failure: unknown): string {
  if (isApiError(failure)) return readField(failure, 'message') ?? failure.message;
  return failure instanceof Error ? failure.message : '';
}

/**
 * Spec section 4, Purchase: not signed in gives an alert; otherwise start a checkout and send the
 * browser to the url it returns. The plan stays 'Processing...' until the browser has left.
 */
export function usePurchase() {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const [startPayment] = useStartPaymentMutation();
  const [busyId, setBusyId] = useState<number | null>(null);

  async function purchase(plan: TSubscriptionPackage) {
    if (!signedIn) {
      await showAlert(i18n.t('checkout:purchase.loginRequired'));
      return;
    }
    setBusyId(plan.id);
    try {
      const { url } = await startPayment({ id: plan.id }).unwrap();
      if (!url) throw new Error(i18n.t('checkout:purchase.noUrl'));
      window.location.assign(url);
    } catch (failure) {
      setBusyId(null);
      const reason = failureText(failure) || i18n.t('checkout:checkout.failedDefault');
      await showAlert(i18n.t('checkout:purchase.failed', { reason }), 'error');
    }
  }

  return { purchase, busyId };
}
