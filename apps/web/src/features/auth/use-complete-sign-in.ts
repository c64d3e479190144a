import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { TCredentials } from '@benji/shared';
import { askViewPricing, showAutoCloseSuccess } from '../../lib/dialogs';
import { goToPricing } from '../../lib/go-to-pricing';
import { useAppDispatch } from '../../store/hooks';
import { isOnTrial, isSubscriber, setCredentials, setSubscribed } from '../../store/auth-slice';
import { redirectTarget } from './redirect-target';

/**
 * Spec section 4, Sign-in: store the session, then either point a user with neither trial nor
 * subscription to the pricing plans (staying here on 'Maybe Later'), or greet and go on.
 */
export function useCompleteSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();

  return useCallback(
    async (credentials: TCredentials, success: { title: string; text: string }) => {
      dispatch(setCredentials(credentials));
      dispatch(setSubscribed(isSubscriber(credentials.user)));
      if (!isOnTrial(credentials.user) && !isSubscriber(credentials.user)) {
        if (await askViewPricing()) goToPricing(navigate);
        return;
      }
      await showAutoCloseSuccess(success.title, success.text);
      await navigate(redirectTarget(location.state), { replace: true });
    },
    [dispatch, navigate, location.state],
  );
}
