import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { selectAccessToken } from '../store/auth-slice';
import { useCurrentUserQuery } from '../store/current-user-api';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { onSignOutElsewhere } from '../store/session-broadcast';
import { signedOutElsewhere } from '../store/sign-out';

/**
 * Keeps this tab's session in step with the server and the other tabs: the user is read again each
 * time the window regains focus (an address verified or a plan bought in another tab shows here),
 * and a sign-out in another tab signs this one out. Renders nothing.
 */
export function SessionSync() {
  const dispatch = useAppDispatch();
  const signedIn = Boolean(useAppSelector(selectAccessToken));
  // Focus refetching is off by default (spec 7); the user is the one read that must follow other tabs.
  useCurrentUserQuery(signedIn ? undefined : skipToken, { refetchOnFocus: true });

  useEffect(() => onSignOutElsewhere(() => void dispatch(signedOutElsewhere())), [dispatch]);
  return null;
}
