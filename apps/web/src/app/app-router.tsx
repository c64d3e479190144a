import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { Router, UNSAFE_createBrowserHistory, type NavigateOptions, type Navigator, type To } from 'react-router';
import { removePrerendered } from '../lib/prerender-handoff';
import { setSessionEndedHandler } from '../store/session-events';

// The history BrowserRouter makes for itself, made here so that code outside React (an ended
// session) can navigate and so that a navigation can ask to be rendered at once.
const history = UNSAFE_createBrowserHistory({ v5Compat: true });

/** True while a navigation asked for with `flushSync: true` updates the history. */
let renderAtOnce = false;

function navigateWith(update: () => void, options: NavigateOptions | undefined) {
  renderAtOnce = options?.flushSync === true;
  try {
    update();
  } finally {
    renderAtOnce = false;
  }
}

const navigator: Navigator = {
  createHref: (to) => history.createHref(to),
  encodeLocation: (to) => history.encodeLocation(to),
  go: (delta) => history.go(delta),
  push: (to: To, state?: unknown, options?: NavigateOptions) => navigateWith(() => history.push(to, state), options),
  replace: (to: To, state?: unknown, options?: NavigateOptions) => navigateWith(() => history.replace(to, state), options),
};

/**
 * BrowserRouter, plus what the data router gave us: navigations render in a transition (the page
 * on screen stays until the next one's code is in), except one asked for with `flushSync: true`,
 * which renders before navigate() returns. Logging out needs that: in a transition the guarded page
 * would stay on screen while /login loads, see the cleared session and send the user to /home.
 */
export function AppRouter({ children }: { children: ReactNode }) {
  const [state, setState] = useState({ action: history.action, location: history.location });
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) => {
        // A page rendered at build time is taken away by its own live page; any navigation away
        // from it (a redirect, a link followed before that) must not leave it covering the app.
        removePrerendered();
        if (renderAtOnce) flushSync(() => setState({ action, location }));
        else startTransition(() => setState({ action, location }));
      }),
    [],
  );
  return (
    <Router location={state.location} navigationType={state.action} navigator={navigator}>
      {children}
    </Router>
  );
}

// A refused token refresh ends the session: the base query waits for this before clearing the store.
setSessionEndedHandler(() => navigator.replace('/login', undefined, { flushSync: true }));
