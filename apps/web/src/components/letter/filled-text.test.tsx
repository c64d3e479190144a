import { fillPlaceholders } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { FilledText } from './filled-text';

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('a blank still to fill in', () => {
  it('says what goes there in the reader’s language, and follows a switch', async () => {
    const { segments } = fillPlaceholders('Re: claim [Claim Number]', {});
    await act(() => i18n.changeLanguage('fr-CA'));
    render(<FilledText segments={segments} />);
    expect(screen.getByText('[Claim Number]').getAttribute('title')).toBe('Le numéro de réclamation que l’assureur vous a donné.');
    await act(() => i18n.changeLanguage('es-US'));
    expect(screen.getByText('[Claim Number]').getAttribute('title')).toBe('El número de reclamo que le dio la aseguradora.');
  });
});
