import type { TClaim } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import frenchClaims from '../../../../i18n/catalogues/fr-CA/claims.json';
import frenchFrame from '../../../../i18n/catalogues/fr-CA/frame.json';
import { i18n } from '../../../../i18n/i18n';
import { loadDeadlineWords } from '../../../../lib/deadline-words/load-deadline-words';
import { ClaimFields } from './claim-fields';

const claim: TClaim = {
  id: 3,
  insurance_company_name: 'Intact',
  policy_number: 'P-1',
  type_of_claim: 'House Fire',
  created_at: '2026-01-06T10:00:00Z',
  updated_at: '2026-01-06T10:00:00Z',
  description: 'Un feu de cuisine.',
  date_of_incident: '2026-01-05',
  country_of_incident: 'Canada',
  city_of_incident: 'Lévis',
  region: 'QC',
  police_report_number: '',
  policy_document: null,
  policy_document_name: null,
  status: 'Active',
  user: 1,
};

const placeShown = (name: string) => screen.getByText(`(${name})`, { normalizer: (text) => text.trim() });

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe("a claim's province in its details", () => {
  it('keeps the English name in English', () => {
    render(<ClaimFields claim={claim} />);
    expect(placeShown('Quebec')).toBeTruthy();
  });

  it('is written as Québec writes it in French', async () => {
    i18n.addResourceBundle('fr-CA', 'frame', frenchFrame);
    i18n.addResourceBundle('fr-CA', 'claims', frenchClaims);
    await loadDeadlineWords('fr-CA');
    await act(() => i18n.changeLanguage('fr-CA'));
    render(<ClaimFields claim={claim} />);
    expect(placeShown('Québec')).toBeTruthy();
  });
});
