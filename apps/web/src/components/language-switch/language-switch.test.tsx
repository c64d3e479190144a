import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../i18n/i18n';
import { logout } from '../../store/auth-slice';
import { createAppStore } from '../../store/create-store';
import { memoryStorage } from '../../store/preferences/memory-storage';
import { PREFERENCES_KEY } from '../../store/preferences/preferences';
import { createTestRouter } from '../../test/test-router';
import { LanguageSwitch } from './language-switch';

afterEach(() => applyLocale('en-US'));

/** The switch on a page at `path`, which the route table gives every address the switch may move to. */
function renderSwitch(path = '/settings') {
  const storage = memoryStorage();
  const store = createAppStore(storage);
  const router = createTestRouter([{ path: '*', element: <LanguageSwitch /> }], path);
  render(<Provider store={store}>{router.element}</Provider>);
  return { storage, store, location: router.location };
}

describe('the language switch', () => {
  it('offers each language in its own name', () => {
    renderSwitch();
    expect(screen.getAllByRole('option').map((option) => [option.textContent, option.getAttribute('lang')])).toEqual([
      ['English', 'en'],
      ['Français', 'fr'],
      ['Español', 'es'],
    ]);
  });

  it('switches the page, its lang attribute and its own label, and saves the choice', async () => {
    const { storage } = renderSwitch();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    expect(await screen.findByLabelText('Langue')).toHaveProperty('value', 'fr');
    expect(document.documentElement.lang).toBe('fr-CA');
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toMatchObject({ locale: 'fr-CA' });

    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'es');
    expect(await screen.findByLabelText('Idioma')).toHaveProperty('value', 'es');
    expect(document.documentElement.lang).toBe('es-US');
  });

  it('keeps the choice through a sign-out, which clears everything else', async () => {
    const { store, storage } = renderSwitch();
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    store.dispatch(logout());
    expect(store.getState().locale.chosen).toBe('es-US');
    expect(JSON.parse(storage.items.get(PREFERENCES_KEY)!)).toMatchObject({ locale: 'es-US' });
  });

  it('moves a page with an address per language to that address, and leaves other pages where they are', async () => {
    const home = renderSwitch('/home#pricing');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'fr');
    await screen.findByLabelText('Langue');
    expect(home.location()).toMatchObject({ pathname: '/fr/home', hash: '#pricing' });
    await userEvent.selectOptions(screen.getByLabelText('Langue'), 'es');
    await screen.findByLabelText('Idioma');
    expect(home.location().pathname).toBe('/es/home');
    await userEvent.selectOptions(screen.getByLabelText('Idioma'), 'en');
    await screen.findByLabelText('Language');
    expect(home.location().pathname).toBe('/home');
  });

  it('keeps the address of a page that has one for every language', async () => {
    const settings = renderSwitch('/settings');
    await userEvent.selectOptions(screen.getByLabelText('Language'), 'es');
    await screen.findByLabelText('Idioma');
    expect(settings.location().pathname).toBe('/settings');
  });
});
