import { createBrowserRouter } from 'react-router';
import { removePrerendered } from '../lib/prerender-handoff';
import { setSessionEndedHandler } from '../store/session-events';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A refused token refresh ends the session: the base query waits for this before clearing the store.
setSessionEndedHandler(async () => {
  await router.navigate('/login', { replace: true, flushSync: true });
});

// A page rendered at build time is taken away by its own live page; any navigation away from it
// (a redirect, a link followed before that) must not leave it covering the app.
router.subscribe(removePrerendered);
