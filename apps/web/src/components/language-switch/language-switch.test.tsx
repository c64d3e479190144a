import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from '../../i18n/i18n';
import { logout } from '../../store/auth-slice';
import { createAppStore } from '../../store/create-store';
import { memoryStorage } from '../../store/preferences/memory-storage';
import { PREFERENCES_KEY } from '../../store/preferences/preferences';
import { LanguageSwitch } from './language-switch';

afterEach(() => applyLocale('en-US'));

function renderSwitch() {
  const storage = memoryStorage();
  const store = createAppStore(storage);
  render(
    <Provider store={store}>
      <LanguageSwitch />
    </Provider>,
  );
  return { storage, store };
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
});
