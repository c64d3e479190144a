import { Navigate, Outlet, useLocation } from 'react-router';
import { selectHasAccess } from '../store/auth-slice';
import { useAppSelector } from '../store/hooks';

/** Spec 2.2: a token and a running trial or a subscription; otherwise /home, remembering where from. */
export function RequireAccess() {
  const hasAccess = useAppSelector(selectHasAccess);
  const location = useLocation();
  if (!hasAccess) return <Navigate to="/home" replace state={{ from: location }} />;
  return <Outlet />;
}
