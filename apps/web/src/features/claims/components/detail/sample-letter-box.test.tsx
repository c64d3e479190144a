import type { TClaim } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import frenchClaims from '../../../../i18n/catalogues/fr-CA/claims.json';
import frenchFrame from '../../../../i18n/catalogues/fr-CA/frame.json';
import spanishClaims from '../../../../i18n/catalogues/es-US/claims.json';
import spanishFrame from '../../../../i18n/catalogues/es-US/frame.json';
import { i18n } from '../../../../i18n/i18n';
import { initialAuthState } from '../../../../store/auth-slice';
import { createTestStore } from '../../../../store/create-store';
import { answerFetch, json } from '../../../../test/fetch';
import { useSampleLetter } from '../../use-sample-letter';
import { SampleLetterBox } from './sample-letter-box';

// Stored as the API keeps it: the type and the country in English.
const claim = {
  id: 4,
  insurance_company_name: 'Lone Star Mutual',
  policy_number: 'LS-88',
  type_of_claim: 'Roof Damage / Storm',
  date_of_incident: '2026-10-02',
  city_of_incident: 'Austin',
  region: 'TX',
  country_of_incident: 'United States',
  police_report_number: '',
  description: 'Hail.',
  created_at: '2026-10-03T12:00:00.000Z',
} as TClaim;

function Box() {
  return <SampleLetterBox letter={useSampleLetter(claim)} />;
}

function renderBox() {
  answerFetch(() => json([]));
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true } });
  render(
    <Provider store={store}>
      <Box />
    </Provider>,
  );
  return screen.getByText(/60/, { selector: 'pre' });
}

afterEach(() => vi.unstubAllGlobals());

describe('the claim dialog’s sample letter', () => {
  it('is the spec’s English letter for an English reader', () => {
    const letter = renderBox();
    expect(letter.getAttribute('lang')).toBe('en');
    expect(letter.textContent).toContain('I am writing about my Roof Damage / Storm claim under policy number LS-88');
  });

  it.each([
    ['fr-CA', frenchClaims, frenchFrame, 'ma réclamation pour dommages au toit / tempête', 'Austin, TX, États-Unis'],
    ['es-US', spanishClaims, spanishFrame, 'mi reclamo por daños al techo / tormenta', 'Austin, TX, Estados Unidos'],
  ] as const)('is written in %s, the claim’s type and country named in the language', async (locale, claims, frame, type, place) => {
    i18n.addResourceBundle(locale, 'claims', claims);
    i18n.addResourceBundle(locale, 'frame', frame);
    await act(() => i18n.changeLanguage(locale));
    try {
      const letter = renderBox();
      expect(letter.getAttribute('lang')).toBe(locale);
      expect(letter.textContent).toContain(type);
      expect(letter.textContent).toContain(place);
      expect(letter.textContent).not.toMatch(/Dear|Sincerely|Roof Damage|United States/);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
