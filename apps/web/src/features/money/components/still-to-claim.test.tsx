import { ledgerTotals, policyHoldbackDeadline, type TDeadline } from '@benji/shared';
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import spanishMoney from '../../../i18n/catalogues/es-US/money.json';
import frenchMoney from '../../../i18n/catalogues/fr-CA/money.json';
import { i18n } from '../../../i18n/i18n';
import { loadDeadlineWords } from '../../../lib/deadline-words/load-deadline-words';
import { StillToClaim } from './still-to-claim';

const totals = ledgerTotals([{ kind: 'depreciation_held_back', amount_cents: 310_000, endorsement_status: 'not_needed' }]);

/** The policy's own holdback condition, read on page 9: 180 days from the loss. */
const policyClock: TDeadline = policyHoldbackDeadline(
  { page: 9, wording: 'You must claim the holdback within 180 days of the loss.', period: { unit: 'calendar', days: 180 } },
  { country: 'United States', region: 'IL', lossDate: '2026-04-02', today: '2026-05-01' },
);

const renderWith = (holdbackClock: TDeadline) =>
  render(
    <StillToClaim
      totals={totals}
      currency="USD"
      holdbackClock={holdbackClock}
      livingLimit={null}
      lossDate="2026-04-02"
      today="2026-05-01"
    />,
  );

afterEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('the holdback line’s citation', () => {
  it('is the server’s English in English', () => {
    renderWith(policyClock);
    expect(screen.getByText(new RegExp(`\\(${policyClock.citation.replace(/[()]/g, '\\$&')}\\)`))).toBeTruthy();
  });

  it.each([
    ['fr-CA', frenchMoney],
    ['es-US', spanishMoney],
  ] as const)('names the policy’s page in %s, as the deadlines tab does', async (locale, money) => {
    i18n.addResourceBundle(locale, 'money', money);
    await loadDeadlineWords(locale);
    await act(() => i18n.changeLanguage(locale));
    renderWith(policyClock);
    const line = screen.getByRole('region').textContent ?? '';
    expect(line).toMatch(/(page|página) 9/);
    expect(line).not.toContain(policyClock.citation);
    expect(line).not.toMatch(/policy wording|not a statute/);
  });
});
