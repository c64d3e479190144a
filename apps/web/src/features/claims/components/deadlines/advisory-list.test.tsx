import { advisoriesFor } from '@benji/shared';
import { FRENCH_DEADLINE_WORDS } from '@benji/shared/deadline-words/fr-CA';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import frenchClaims from '../../../../i18n/catalogues/fr-CA/claims.json';
import spanishClaims from '../../../../i18n/catalogues/es-US/claims.json';
import { i18n } from '../../../../i18n/i18n';
import { AdvisoryList } from './advisory-list';

const texas = advisoriesFor('United States', 'TX');
// Testing Library reads a text with its spaces collapsed, the no-break space before French's % too.
const asRead = (text: string) => text.replace(/\s+/g, ' ');
/** The source beside a point: the citation is set apart in it, so its text is the span's whole content. */
const source = (text: string) =>
  screen.getByText((_, element) => element?.className.includes('text-xs') === true && element.textContent === text);

describe('AdvisoryList', () => {
  it('shows the points in English as the server sent them, with no language mark', () => {
    render(<AdvisoryList advisories={texas} />);
    const point = screen.getByText(texas[0]!.text);
    expect(point.getAttribute('lang')).toBeNull();
    expect(source('(Texas Insurance Code §542.060, §542.059)')).toBeTruthy();
  });

  it.each([
    ['fr-CA', frenchClaims, FRENCH_DEADLINE_WORDS, 'provisoire'],
    ['es-US', spanishClaims, SPANISH_DEADLINE_WORDS, 'provisional'],
  ] as const)('writes each point in %s from its figures once the table has arrived', async (locale, catalogue, words, provisional) => {
    i18n.addResourceBundle(locale, 'claims', catalogue);
    await act(() => i18n.changeLanguage(locale));
    try {
      render(<AdvisoryList advisories={texas} />);
      const [latePayment, presuitNotice] = texas;
      const lateText = words.advisories['us-tx-late-payment'].text({ annualRate: 18, judgmentRatePlus: 5, catastropheDays: 15 });
      const late = await screen.findByText(asRead(lateText));
      expect(late.getAttribute('lang')).toBeNull();
      expect(screen.getByText(words.advisories['us-tx-presuit-notice'].text({ days: 61 }))).toBeTruthy();
      expect(source(`(Texas Insurance Code §542A.003, ${provisional})`)).toBeTruthy();
      for (const english of [latePayment!, presuitNotice!]) expect(screen.queryByText(english.text)).toBeNull();
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
