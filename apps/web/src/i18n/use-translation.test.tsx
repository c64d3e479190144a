import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLocale } from './i18n';
import { useTranslation } from './use-translation';

afterEach(() => applyLocale('en-US'));

function Greeting() {
  const { t } = useTranslation(['auth', 'common']);
  return (
    <p>
      {t('login.title')} / {t('common:loading')}
    </p>
  );
}

describe('useTranslation', () => {
  it('reads the first namespace by default and the others by prefix', () => {
    render(<Greeting />);
    expect(screen.getByText('Welcome back / Loading')).toBeTruthy();
  });

  it('renders again in the language switched to', async () => {
    render(<Greeting />);
    await act(() => applyLocale('fr-CA'));
    expect(screen.getByText(/ \/ Chargement$/)).toBeTruthy();
  });
});
