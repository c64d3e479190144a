import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch } from './hooks';
import { signOut } from './sign-out';

/**
 * Leaves for /login first, then clears the session, so no guard sends the user to /home on the way.
 * flushSync: a transition would keep the guarded page on screen while /login loads, and that page
 * would see the cleared session and redirect.
 */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  return useCallback(async () => {
    await navigate('/login', { replace: true, flushSync: true });
    await dispatch(signOut());
  }, [navigate, dispatch]);
}
