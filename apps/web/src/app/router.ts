import { createBrowserRouter } from 'react-router';
import { setSessionEndedHandler } from '../store/session-events';
import { routes } from './routes';

export const router = createBrowserRouter(routes);

// A refused token refresh ends the session: the base query waits for this before clearing the store.
setSessionEndedHandler(async () => {
  await router.navigate('/login', { replace: true, flushSync: true });
});
