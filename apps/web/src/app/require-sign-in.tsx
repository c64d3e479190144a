import { Navigate, Outlet, useLocation } from 'react-router';
import { selectAccessToken } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';

/**
 * A signed-in user, with or without a running trial or plan: the account's own settings stay open
 * after access ends, so a user whose trial lapsed can still revoke the calendar address they gave
 * out, change their password or see their plan (security probe 3, #4). Others go to /home.
 */
export function RequireSignIn() {
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  const location = useLocation();
  if (!signedIn) return <Navigate to="/home" replace state={{ from: location }} />;
  return <Outlet />;
}
