import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TAccountLanguage, TUser } from '@benji/shared';
import { i18n } from '../../i18n/i18n';
import type { AppLocale } from '../../i18n/locales';
import toast from '../../lib/toast';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { answerFetch, json } from '../../test/fetch';
import { useAccountLanguage } from './use-account-language';

const userIn = (language: TAccountLanguage | null): TUser => ({
  pk: 7,
  full_name: 'Ana Ruiz',
  name: 'Ana',
  email: 'ana@example.com',
  phone_number: '',
  address: '',
  signup_date: '2026-01-01T00:00:00.000Z',
  is_trial: true,
  is_subscription: false,
  trial_ends_at: '2026-01-04T00:00:00.000Z',
  has_password: true,
  email_verified: true,
  language,
  profile: { bio: '', profile_image: null, is_trial: true, is_subscription: false },
});

function signedIn(account: TAccountLanguage | null, locale: { chosen: AppLocale | null; unsaved: boolean }) {
  const store = createTestStore({
    auth: { ...initialAuthState, isAuthenticated: true, accessToken: 'token', user: userIn(account) },
    locale,
  });
  const wrapper = ({ children }: { children: ReactNode }) => <Provider store={store}>{children}</Provider>;
  renderHook(() => useAccountLanguage(), { wrapper });
  return store;
}

afterEach(async () => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  await act(() => i18n.changeLanguage('en-US'));
});

describe('the account language in the signed-in frame', () => {
  it("shows the account's language when none was picked here since", async () => {
    const requests = answerFetch(() => json({ detail: 'unexpected call' }, 500));
    const store = signedIn('fr-CA', { chosen: 'en-US', unsaved: false });
    await waitFor(() => expect(i18n.language).toBe('fr-CA'));
    expect(store.getState().locale).toEqual({ chosen: 'fr-CA', unsaved: false });
    expect(requests).toHaveLength(0);
  });

  it('saves a language picked here to the account, which then has it', async () => {
    const requests = answerFetch(() => json({ message: 'Profile updated successfully', user: userIn('es-US') }));
    const store = signedIn('en-US', { chosen: 'es-US', unsaved: true });
    await waitFor(() => expect(store.getState().locale).toEqual({ chosen: 'es-US', unsaved: false }));
    expect(requests.map((request) => [request.method, new URL(request.url).pathname])).toEqual([['PATCH', '/api/update-profile/']]);
    expect((await requests[0]!.formData()).get('language')).toBe('es-US');
    expect(store.getState().auth.user?.language).toBe('es-US');
  });

  it('says so when the save fails, and keeps the pick to save next time', async () => {
    answerFetch(() => json({ detail: 'down' }, 503));
    const failure = vi.spyOn(toast, 'error');
    const store = signedIn('en-US', { chosen: 'fr-CA', unsaved: true });
    await waitFor(() => expect(failure).toHaveBeenCalledWith(i18n.t('common:languageSwitch.saveFailed')));
    expect(store.getState().locale).toEqual({ chosen: 'fr-CA', unsaved: true });
  });

  it('gives an account that never had a language the one this browser shows, never turning it English', async () => {
    await act(() => i18n.changeLanguage('fr-CA'));
    const requests = answerFetch(() => json({ message: 'Profile updated successfully', user: userIn('fr-CA') }));
    const store = signedIn(null, { chosen: null, unsaved: false });
    await waitFor(() => expect(requests).toHaveLength(1));
    expect((await requests[0]!.formData()).get('language')).toBe('fr-CA');
    await waitFor(() => expect(store.getState().auth.user?.language).toBe('fr-CA'));
    // The browser still follows its own languages: nothing was picked here.
    expect(store.getState().locale).toEqual({ chosen: null, unsaved: false });
    expect(i18n.language).toBe('fr-CA');
  });

  it('leaves the pseudo-locale alone', async () => {
    const requests = answerFetch(() => json({ detail: 'unexpected call' }, 500));
    const store = signedIn('fr-CA', { chosen: 'en-XA', unsaved: true });
    await act(() => Promise.resolve());
    expect(store.getState().locale).toEqual({ chosen: 'en-XA', unsaved: true });
    expect(requests).toHaveLength(0);
  });
});
