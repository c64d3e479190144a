import { useState } from 'react';

const KEY = 'benji.verify-email-dismissed';

function readDismissed(userKey: string): boolean {
  try {
    return sessionStorage.getItem(KEY) === userKey;
  } catch {
    return false;
  }
}

/**
 * Whether this user hid the notice in this browser session. Kept in sessionStorage, so it is back
 * in a new tab or after the browser restarts; keyed by the user, so the next account to sign in
 * in the same tab still sees its own.
 */
export function useNoticeDismissed(userKey: string) {
  const [dismissedFor, setDismissedFor] = useState(() => (readDismissed(userKey) ? userKey : null));

  function dismiss() {
    try {
      sessionStorage.setItem(KEY, userKey);
    } catch {
      // Storage refused (private mode, quota): hidden on this page only.
    }
    setDismissedFor(userKey);
  }

  return { dismissed: dismissedFor === userKey || readDismissed(userKey), dismiss };
}
