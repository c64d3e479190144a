import type { TCheckoutSession } from '@benji/shared';
import { useEffect, useRef } from 'react';
import { i18n } from '../../i18n/i18n';
import toast from '../../lib/toast';
import { useNavigate } from 'react-router';
import { api } from '../../store/api';
import { userUpdated } from '../../store/auth-slice';
import { useAppDispatch } from '../../store/hooks';

/**
 * Once the payment is confirmed: take the server's copy of the user (isSubscribed becomes true, so
 * the trial banner goes and the guard opens), drop cached profile data, and go into the app.
 */
export function useFinishCheckout(session: TCheckoutSession | undefined) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const done = useRef(false);

  useEffect(() => {
    if (!session || session.status !== 'complete' || done.current) return;
    done.current = true;
    dispatch(userUpdated(session.user));
    dispatch(api.util.invalidateTags(['Profile', 'users']));
    toast.success(i18n.t('checkout:success.activated'));
    void navigate('/', { replace: true });
  }, [session, dispatch, navigate]);
}
