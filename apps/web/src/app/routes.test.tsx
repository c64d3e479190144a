import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createTestStore } from '../store/create-store';
import { initialAuthState } from '../store/auth-slice';
import { routes } from './routes';
import { createTestRouter } from '../test/test-router';

const leafPath = (path: string) => matchRoutes(routes, path)?.at(-1)?.route.path;

describe('route table', () => {
  it.each([
    '/home',
    '/login',
    '/fr/home',
    '/es/home',
    '/fr/login',
    '/es/login',
    '/signup',
    '/register',
    '/forget-password',
    '/send-otp-to-email',
    '/create-new-password',
    '/password-updated',
    '/privacy-policy',
    '/teams-and-conditions',
    '/',
    '/saved-messages',
    '/claim-status',
    '/vedio',
    '/tips&tricks',
    '/template-store',
    '/settings',
    '/chats',
    '/application',
  ])('has %s', (path) => {
    expect(leafPath(path)).toBe(path);
  });

  it('sends any other path to the catch-all', () => {
    expect(leafPath('/tips')).toBe('*');
    expect(leafPath('/video')).toBe('*');
  });

  // Pages are lazy chunks, transformed on first import: the findBy calls below allow them time.
  it('renders the tips page at /tips&tricks for a trial user', async () => {
    const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'a', istrial: true } });
    const router = createTestRouter(routes, '/tips&tricks');
    render(<Provider store={store}>{router.element}</Provider>);
    expect(await screen.findByRole('heading', { level: 1, name: 'Claim Tips & Tricks' }, { timeout: 5000 })).toBeTruthy();
    expect(router.location().pathname).toBe('/tips&tricks');
  });

  it('redirects an unknown path to / (and a visitor on to /home)', async () => {
    const store = createTestStore();
    const router = createTestRouter(routes, '/nowhere');
    render(<Provider store={store}>{router.element}</Provider>);
    expect(await screen.findByRole('heading', { name: 'Filing Insurance Claims Just Got Smarter' }, { timeout: 5000 })).toBeTruthy();
    expect(router.location().pathname).toBe('/home');
    expect((router.location().state as { from: { pathname: string } }).from.pathname).toBe('/');
  });
});
