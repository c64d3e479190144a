import { ledgerTotals } from '@benji/shared';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initialAuthState } from '../../store/auth-slice';
import { createTestStore } from '../../store/create-store';
import { answerFetch, json } from '../../test/fetch';
import { createTestRouter } from '../../test/test-router';
import { LetterDraft } from './components/letter-draft';
import { MoneyPage } from './money-page';

const claim = { id: 7, insurance_company_name: 'Prairie Mutual', type_of_claim: 'Fire', country_of_incident: 'Canada' };
const letter = {
  kind: 'depreciation-release',
  subject: 'Release of Recoverable Depreciation - Claim [Claim Number]',
  body: 'Dear [Adjuster Name],\n\nYou held back $3,500 in recoverable depreciation. The work was finished on [Date Work Was Completed].',
  unfilled: ['Claim Number', 'Adjuster Name', 'Date Work Was Completed'],
  adjuster_email: 'sam.lee@maple.example',
  language: 'en',
};

afterEach(() => vi.unstubAllGlobals());

describe('a letter from the ledger', () => {
  it('is drafted on request with the user’s today, its blanks marked, ready to open in e-mail', async () => {
    const asked: string[] = [];
    answerFetch((request) => {
      if (request.url.includes('/letters/')) {
        asked.push(request.url);
        return json(letter);
      }
      return json(request.url.includes('/ledger/') ? { entries: [], totals: ledgerTotals([]) } : claim);
    });
    const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true, istrial: true } });
    const { element } = createTestRouter([{ path: '/claim-status/:claimId/money', element: <MoneyPage /> }], '/claim-status/7/money');
    render(<Provider store={store}>{element}</Provider>);

    const letters = await screen.findByRole('region', { name: 'Letters from your ledger' });
    expect(asked).toEqual([]);
    await userEvent.click(within(letters).getByRole('button', { name: 'Draft: Release of recoverable depreciation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Release of recoverable depreciation' });
    expect(await within(dialog).findByText('3 placeholders left to fill in')).toBeTruthy();
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatch(/\/api\/my-claims\/7\/ledger\/letters\/depreciation-release\/\?today=\d{4}-\d{2}-\d{2}&lang=en-US$/);
    const body = within(dialog).getByTestId('ledger-letter-body');
    expect(body.textContent).toContain('You held back $3,500 in recoverable depreciation.');
    expect(body.getAttribute('lang')).toBe('en');
    expect([...body.querySelectorAll('[data-unfilled]')].map((mark) => mark.getAttribute('data-unfilled'))).toEqual([
      'Adjuster Name',
      'Date Work Was Completed',
    ]);
    const email = within(dialog).getByRole('link', { name: /Open in e-mail/ });
    expect(email.getAttribute('href')).toMatch(/^mailto:sam\.lee@maple\.example\?subject=Release%20of%20Recoverable%20Depreciation/);
    expect(within(dialog).getByRole('button', { name: 'Download' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Copy letter' })).toBeTruthy();
  });

  it('marks the letter with the language the server wrote it in', () => {
    const french = {
      ...letter,
      subject: 'Versement de la dépréciation récupérable - Réclamation [Claim Number]',
      language: 'fr-CA' as const,
    };
    render(<LetterDraft letter={{ ...french, kind: 'depreciation-release' }} />);
    expect(screen.getByTestId('ledger-letter-body').getAttribute('lang')).toBe('fr-CA');
    expect(screen.getByTestId('ledger-letter-subject').getAttribute('lang')).toBe('fr-CA');
  });
});
