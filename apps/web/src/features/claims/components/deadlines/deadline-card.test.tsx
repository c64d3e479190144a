import { computeDeadlines, policySuitDeadline, type TDeadline, type TDiaryEvent } from '@benji/shared';
import { FRENCH_DEADLINE_WORDS } from '@benji/shared/deadline-words/fr-CA';
import { SPANISH_DEADLINE_WORDS } from '@benji/shared/deadline-words/es-US';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { afterEach, describe, expect, it, vi } from 'vitest';
import frenchClaims from '../../../../i18n/catalogues/fr-CA/claims.json';
import spanishClaims from '../../../../i18n/catalogues/es-US/claims.json';
import { i18n } from '../../../../i18n/i18n';
import { initialAuthState } from '../../../../store/auth-slice';
import { createTestStore } from '../../../../store/create-store';
import { DeadlineCard } from './deadline-card';

const event = (id: string, occurred_on: string, kind: TDiaryEvent['kind'], direction: TDiaryEvent['direction']): TDiaryEvent => ({
  id,
  occurred_on,
  kind,
  direction,
  channel: 'email',
  summary: 'Recorded.',
  items: [],
});

/** Texas's acknowledgement rule, worked out by the real engine: open after the notice, met once acknowledged. */
function acknowledgement(acknowledged: boolean): TDeadline {
  const events = [event('1', '2024-04-03', 'notice_given', 'to_insurer')];
  if (acknowledged) events.push(event('2', '2024-04-04', 'acknowledgement_received', 'from_insurer'));
  const deadlines = computeDeadlines({ country: 'United States', region: 'TX', lossDate: '2024-04-02', events, today: '2024-04-05' });
  const found = deadlines.find((deadline) => deadline.ruleId === 'us-tx-542-055');
  if (!found) throw new Error('no acknowledgement deadline');
  return found;
}

function renderCard(deadline: TDeadline) {
  const store = createTestStore({ auth: { ...initialAuthState, accessToken: 'token', isAuthenticated: true } });
  render(
    <Provider store={store}>
      <ul>
        <DeadlineCard claimId={9} deadline={deadline} letterClaim={{ insurer: 'Lone Star Mutual' }} />
      </ul>
    </Provider>,
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('DeadlineCard', () => {
  it("offers an open deadline's .ics, fetched with the user's token from the deadline's own address", async () => {
    const deadline = acknowledgement(false);
    expect(deadline.status).toBe('open');
    const requests: Request[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        requests.push(request);
        return new Response('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n', { headers: { 'content-type': 'text/calendar; charset=utf-8' } });
      }),
    );
    const saved = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:ics');
    renderCard(deadline);

    await userEvent.click(screen.getByRole('button', { name: `Add to calendar: ${deadline.title}` }));
    await waitFor(() => expect(requests).toHaveLength(1));
    const url = new URL(requests[0]!.url);
    expect(url.pathname).toBe('/api/my-claims/9/deadlines/us-tx-542-055/calendar.ics');
    expect(url.searchParams.get('triggered')).toBe('2024-04-03');
    expect(requests[0]!.headers.get('authorization')).toBe('Bearer token');
    await waitFor(() => expect(saved).toHaveBeenCalledTimes(1));
  });

  it('offers no calendar file for a deadline already met', () => {
    const deadline = acknowledgement(true);
    expect(deadline.status).toBe('met');
    renderCard(deadline);
    expect(screen.getByText(deadline.title)).toBeTruthy();
    expect(screen.queryByRole('button', { name: /Add to calendar/ })).toBeNull();
  });
});

/** Québec's pay-or-reject rule, open after the declaration of loss reached the insurer. */
function quebecPayOrReject(): TDeadline {
  const events = [event('1', '2026-03-02', 'notice_given', 'to_insurer')];
  const deadlines = computeDeadlines({ country: 'Canada', region: 'QC', lossDate: '2026-03-01', events, today: '2026-03-05' });
  const found = deadlines.find((deadline) => deadline.ruleId === 'ca-qc-pay-or-reject');
  if (!found) throw new Error('no pay-or-reject deadline');
  return found;
}

describe.each([
  ['fr-CA', frenchClaims, FRENCH_DEADLINE_WORDS, 'Code civil du Québec, art. 2473', 'Provisoire : ', '60 jours civils après', '1 mai 2026'],
  [
    'es-US',
    spanishClaims,
    SPANISH_DEADLINE_WORDS,
    'Code civil du Québec, art. 2473 (Código Civil de Quebec)',
    'Provisional: ',
    '60 días calendario contados desde',
    '1 may 2026',
  ],
] as const)('DeadlineCard in %s', (locale, claimsCatalogue, words, citation, provisionalLead, counted, dueOn) => {
  it("shows the rule's title, citation, note and why it is provisional in the reader's language", async () => {
    i18n.addResourceBundle(locale, 'claims', claimsCatalogue);
    await act(() => i18n.changeLanguage(locale));
    try {
      const rule = words.rules['ca-qc-pay-or-reject']!;
      renderCard(quebecPayOrReject());
      // The table is fetched on first use: the English shows until it arrives.
      expect(await screen.findByText(rule.title)).toBeTruthy();
      expect(screen.queryByText('Pay or reject the claim')).toBeNull();
      expect(screen.getByText(citation)).toBeTruthy();
      expect(screen.getByText(rule.effectiveNote!)).toBeTruthy();
      const provisional = screen.getByText(`${provisionalLead}${rule.provisionalReason!}`);
      expect(provisional.getAttribute('lang')).toBeNull();
      // The card's own words too: the count from the trigger in the language, the due day by Intl, no English left (Spanish writes "Provisional" as English does).
      const card = screen.getAllByRole('listitem')[0]!;
      expect(card.textContent).toContain(`${counted} ${rule.triggerPhrase}`);
      expect(card.querySelector('time')?.textContent?.replace(/\s/g, ' ')).toBe(dueOn);
      expect(card.textContent).not.toMatch(/Due:|Counted:|In force|Open|Add to calendar|Met on/);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('the overdue letter in the reader’s language', () => {
  it('is written in French from the rule’s French words, its blanks named in French', async () => {
    i18n.addResourceBundle('fr-CA', 'claims', frenchClaims);
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      const events = [event('1', '2024-04-03', 'notice_given', 'to_insurer')];
      const late = computeDeadlines({ country: 'United States', region: 'TX', lossDate: '2024-04-02', events, today: '2024-06-05' }).find(
        (deadline) => deadline.ruleId === 'us-tx-542-055',
      )!;
      renderCard(late);
      const rule = FRENCH_DEADLINE_WORDS.rules['us-tx-542-055']!;
      const letter = await screen.findByRole('region', { name: `Lettre : ${rule.title}` });
      await waitFor(() => expect(letter.textContent).toContain(`l’assureur doit ${rule.duty}`));
      expect(letter.textContent).toContain('Objet : Réclamation [Numéro de réclamation]');
      expect(letter.textContent).toContain('Bonjour [Nom de l’expert en sinistre],');
      expect(letter.textContent).not.toMatch(/Dear|Sincerely|Please|Subject:|en anglais/);
      expect(letter.querySelector('pre')?.getAttribute('lang')).toBe('fr-CA');
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('a date the law moved off a weekend, in the reader’s language', () => {
  it.each([
    ['fr-CA', frenchClaims, FRENCH_DEADLINE_WORDS, /le 21 mars 2026 n’est pas un jour ouvrable, la date est donc reportée au 23 mars 2026/],
    ['es-US', spanishClaims, SPANISH_DEADLINE_WORDS, /el 21 mar 2026 no es día hábil, así que la fecha pasa al 23 mar 2026/],
  ] as const)('shows the roll-forward note and the moved day in %s, no English left', async (locale, claimsCatalogue, words, moved) => {
    i18n.addResourceBundle(locale, 'claims', claimsCatalogue);
    await act(() => i18n.changeLanguage(locale));
    try {
      // Written notice on Friday 6 March: 15 days end on Saturday 21 March, moved to Monday.
      const events = [{ ...event('1', '2026-03-06', 'notice_given', 'to_insurer'), channel: 'letter' as const }];
      const deadline = computeDeadlines({
        country: 'United States',
        region: 'TX',
        lossDate: '2026-03-05',
        events,
        today: '2026-03-20',
      }).find((found) => found.ruleId === 'us-tx-542-055')!;
      renderCard(deadline);
      const note = words.rollForwardNote({ calendar: 'us_tx', citation: 'Texas Government Code §311.014(b)' });
      expect((await screen.findByText(note)).getAttribute('lang')).toBeNull();
      const card = screen.getAllByRole('listitem')[0]!;
      expect(card.textContent?.replace(/\s/g, ' ')).toMatch(moved);
      expect(card.textContent).not.toMatch(/is not a business day|moves to|holidays here/);
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});

describe('a deadline read from the user’s own policy, in the reader’s language', () => {
  it.each([
    [
      'fr-CA',
      frenchClaims,
      FRENCH_DEADLINE_WORDS,
      'Votre police, clause sur les poursuites, page 7 (libellé de police, pas une loi)',
      'Votre police dit : « ',
      '1 an après la date du sinistre, le',
    ],
    [
      'es-US',
      spanishClaims,
      SPANISH_DEADLINE_WORDS,
      'Su póliza, cláusula sobre demandas, página 7 (texto de la póliza, no una ley)',
      'Su póliza dice: «',
      '1 año contados desde la fecha de la pérdida, el',
    ],
  ] as const)(
    'in %s, translates the words around the clause and quotes the clause as written',
    async (locale, claimsCatalogue, words, citation, says, counted) => {
      i18n.addResourceBundle(locale, 'claims', claimsCatalogue);
      await act(() => i18n.changeLanguage(locale));
      try {
        const wording = 'No suit may be brought unless it is started within one year after the date of loss.';
        const deadline = policySuitDeadline(
          { page: 7, wording, period: { unit: 'months', months: 12 } },
          { country: 'United States', region: 'GA', lossDate: '2026-03-01', today: '2026-03-05' },
        );
        renderCard(deadline);
        expect(await screen.findByText(words.policyClauses.kinds['policy-suit-clause']!.title)).toBeTruthy();
        expect(screen.getByText(citation)).toBeTruthy();
        const card = screen.getAllByRole('listitem')[0]!;
        expect(card.textContent).toContain(`${says}${wording}`);
        expect(card.textContent).toContain(words.policyClauses.kinds['policy-suit-clause']!.advice);
        expect(card.textContent).toContain(counted);
        expect(card.textContent?.replaceAll(wording, '')).not.toMatch(/Your policy|policy wording|after the date of loss|A policy term/);
      } finally {
        await act(() => i18n.changeLanguage('en-US'));
      }
    },
  );
});
