import { US_STATES } from '@benji/shared';
import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import spanishDashboard from '../../../i18n/catalogues/es-US/dashboard.json';
import spanishFrame from '../../../i18n/catalogues/es-US/frame.json';
import frenchDashboard from '../../../i18n/catalogues/fr-CA/dashboard.json';
import frenchFrame from '../../../i18n/catalogues/fr-CA/frame.json';
import { i18n } from '../../../i18n/i18n';
import { loadDeadlineWords } from '../../../lib/deadline-words/load-deadline-words';
import { emptyClaimForm } from '../claim-form-values';
import { PlaceFields } from './incident-fields';

const CATALOGUES = {
  'fr-CA': { frame: frenchFrame, dashboard: frenchDashboard },
  'es-US': { frame: spanishFrame, dashboard: spanishDashboard },
};

async function readIn(locale: keyof typeof CATALOGUES) {
  for (const [namespace, messages] of Object.entries(CATALOGUES[locale])) i18n.addResourceBundle(locale, namespace, messages);
  await loadDeadlineWords(locale);
  await act(() => i18n.changeLanguage(locale));
}

const renderFor = (country: string) =>
  render(<PlaceFields values={{ ...emptyClaimForm, countryOfIncident: country }} errors={{}} onChange={() => undefined} />);

/** The names in the state or province list, without its "pick one" line. */
const regionsShown = () =>
  within(screen.getAllByRole('combobox')[1]!)
    .getAllByRole('option')
    .slice(1)
    .map((option) => option.textContent);

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe("the claim form's list of states and provinces", () => {
  it('is the English list, in its order, in English', () => {
    renderFor('United States');
    expect(regionsShown()).toEqual(US_STATES.map((state) => state.name));
  });

  it('names the states in French, sorted the French way', async () => {
    await readIn('fr-CA');
    renderFor('United States');
    const shown = regionsShown();
    expect(shown).toHaveLength(US_STATES.length);
    expect(shown).toContain('Caroline du Nord');
    expect(shown).not.toContain('North Carolina');
    expect(shown.indexOf('Californie')).toBeLessThan(shown.indexOf('Caroline du Nord'));
    expect(shown.indexOf('Caroline du Sud')).toBeLessThan(shown.indexOf('Colorado'));
  });

  it('names the provinces in Spanish, each still picked by its postal code', async () => {
    await readIn('es-US');
    renderFor('Canada');
    expect(screen.getByRole('option', { name: 'Columbia Británica' }).getAttribute('value')).toBe('BC');
    expect(screen.queryByRole('option', { name: 'British Columbia' })).toBeNull();
  });
});
