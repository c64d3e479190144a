import type { TClaim, TClaimUpload, TDiaryEvent, TUser } from '@benji/shared';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'react-redux';
import { describe, expect, it } from 'vitest';
import frenchTemplates from '../../i18n/catalogues/fr-CA/templates.json';
import spanishTemplates from '../../i18n/catalogues/es-US/templates.json';
import { i18n } from '../../i18n/i18n';
import { loadLetters } from '../../lib/letters/load-letters';
import { initialAuthState } from '../../store/auth-slice';
import { initialChatState } from '../../store/chat-slice';
import { createTestStore } from '../../store/create-store';
import { templatesApi } from './api';
import { TemplateStorePage } from './template-store-page';
import { createTestRouter } from '../../test/test-router';

const user = {
  full_name: 'Ana Ruiz',
  email: 'ana@example.com',
  address: '12 Elm Street, Toronto, ON',
  phone_number: '4165550199',
} as TUser;
const claim = {
  id: 7,
  insurance_company_name: 'Maple Mutual',
  policy_number: 'HO-448812',
  type_of_claim: 'House Fire',
  date_of_incident: '2026-01-03',
  city_of_incident: 'Toronto',
  region: 'ON',
  country_of_incident: 'Canada',
  description: 'Kitchen fire.',
} as TClaim;
// A second, newer claim at another insurer, with an offer and a payment in its diary.
const carClaim = {
  ...claim,
  id: 8,
  insurance_company_name: 'Harbour Auto',
  policy_number: 'AU-5521',
  type_of_claim: 'Car Accident',
  date_of_incident: '2026-02-14',
  created_at: '2026-02-15T09:00:00.000Z',
} as TClaim;
const olderClaim = { ...claim, created_at: '2026-01-04T09:00:00.000Z' } as TClaim;
const carDiary = [
  {
    id: 'e1',
    occurred_on: '2026-02-20',
    kind: 'offer_received',
    direction: 'from_insurer',
    channel: 'email',
    summary: 'Offer of $9,800 for the car.',
  },
  {
    id: 'e2',
    occurred_on: '2026-02-21',
    kind: 'note',
    direction: null,
    channel: null,
    summary: 'Similar cars sold for $14,500.',
  },
] as TDiaryEvent[];

const details = [
  { insurance_company_name: 'Maple Mutual', policy_number: 'HO-448812', adjuster_name: 'Sam Lee', add_claim_number: 'CL-2026-0042' },
] as TClaimUpload[];
const carDetails = {
  claim_id: 8,
  insurance_company_name: 'Harbour Auto',
  policy_number: 'AU-5521',
  adjuster_name: 'Kim Wu',
  adjuster_email: 'kim.wu@harbourauto.example',
  add_claim_number: 'HA-7731',
} as TClaimUpload;

interface CachedRecord {
  claims: TClaim[];
  details: TClaimUpload[];
}
const twoClaims: CachedRecord = { claims: [olderClaim, carClaim], details: [...details, carDetails] };

/** The real page and store; the claims, details and diaries are put in the cache as the server would answer them. */
async function renderStore(
  path = '/template-store',
  record: CachedRecord = { claims: [claim], details },
  chosenClaimId: number | null = null,
) {
  const store = createTestStore({
    auth: { ...initialAuthState, user, accessToken: 'token', istrial: true },
    chat: { ...initialChatState, chosenClaimId },
  });
  await store.dispatch(templatesApi.util.upsertQueryData('claimsForTemplates', undefined, record.claims));
  await store.dispatch(templatesApi.util.upsertQueryData('claimDetailsForTemplates', undefined, record.details));
  for (const item of record.claims) {
    await store.dispatch(templatesApi.util.upsertQueryData('diaryForTemplates', item.id, item.id === carClaim.id ? carDiary : []));
  }
  const router = createTestRouter([{ path: '/template-store', element: <TemplateStorePage /> }], path);
  render(<Provider store={store}>{router.element}</Provider>);
  return router;
}

const cardTitles = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading').textContent);
const summary = () => screen.getByText(/^Showing/).textContent;

describe('TemplateStorePage', () => {
  it('shows the 20 templates four at a time, with first and last page shortcuts', async () => {
    const user = userEvent.setup();
    await renderStore();
    expect(screen.getByRole('heading', { level: 1, name: 'Smart Template Store' })).toBeTruthy();
    expect(cardTitles()).toHaveLength(4);
    expect(summary()).toBe('Showing 1–4 of 20 templates');
    await user.click(screen.getByRole('button', { name: 'Last page' }));
    expect(summary()).toBe('Showing 17–20 of 20 templates');
    expect(cardTitles()).toContain('Third-Party Authorization Request');
    await user.click(screen.getByRole('button', { name: 'First page' }));
    expect(cardTitles()[0]).toBe('Initial Claim Submission Letter');
  });

  it('searches title, category and text, filters by category, and says when nothing matches', async () => {
    const user = userEvent.setup();
    await renderStore();
    expect((screen.getByRole('combobox', { name: 'Category' }) as HTMLSelectElement).selectedOptions[0]!.textContent).toBe('Sort by: All');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'Negotiation');
    expect(cardTitles()).toEqual(['Initial Offer Rejection', 'Counter-Offer Submission', 'Negotiation Summary / Recap']);
    expect(screen.queryByRole('navigation', { name: 'Template pages' })).toBeNull();

    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'All');
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'supervisor');
    expect(cardTitles()).toEqual(['Escalation to Supervisor']);

    await user.clear(screen.getByRole('searchbox', { name: 'Search templates' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search templates' }), 'no such letter anywhere');
    expect(screen.getByText('No templates found matching your search.')).toBeTruthy();
  });

  it('opens the template named in the address, filled with the user’s claim', async () => {
    const user = userEvent.setup();
    await renderStore('/template-store?template=status-check-in');
    const dialog = screen.getByRole('dialog', { name: 'Status Check-In' });
    const picker = within(dialog).getByRole('combobox', { name: 'Fill with my claim' });
    expect((picker as HTMLSelectElement).value).toBe('7');
    await user.selectOptions(picker, '');
    expect(within(dialog).getByTestId('letter-body').textContent).toContain('[Policy Number]');

    await user.selectOptions(picker, '7');
    const body = within(dialog).getByTestId('letter-body');
    expect(body.textContent).toContain('HO-448812');
    expect(body.textContent).not.toContain('[Policy Number]');
    // The chat page's claim details for the same policy give the adjuster and the claim number.
    expect(body.textContent).toContain('Claim Number: CL-2026-0042');
    expect(body.textContent).toContain('Dear Sam Lee,');
    const marked = [...body.querySelectorAll('mark')].map((mark) => mark.textContent);
    expect(marked).toEqual(['[Date of Last Contact]']);
  });

  it('with several claims, fills from the newest, its offer in the offer slot, and the one the user picks', async () => {
    const user = userEvent.setup();
    await renderStore('/template-store?template=initial-offer-rejection', twoClaims);
    const dialog = screen.getByRole('dialog', { name: 'Initial Offer Rejection' });
    const body = () => within(dialog).getByTestId('letter-body').textContent;
    expect(within(dialog).getByTestId('letter-subject').textContent).toBe('Response to Settlement Offer - Claim HA-7731');
    expect(body()).toContain('Thank you for your settlement offer of $9,800, dated February 20, 2026.');
    expect(body()).toContain('Dear Kim Wu,');
    expect(body()).not.toContain('$14,500');
    const link = within(dialog).getByRole('link', { name: 'Open in e-mail' });
    expect(link.getAttribute('href')).toMatch(
      /^mailto:kim\.wu@harbourauto\.example\?subject=Response%20to%20Settlement%20Offer%20-%20Claim%20HA-7731&body=/,
    );

    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Fill with my claim' }), '7');
    expect(within(dialog).getByTestId('letter-subject').textContent).toBe('Response to Settlement Offer - Claim CL-2026-0042');
    // No offer in this claim's diary: the slot stays for the user, not the other claim's $9,800.
    expect(body()).toContain('[Offer Amount], dated [Offer Date]');
    expect(body()).not.toContain('Kim Wu');
    // No e-mail on this claim's record: the link opens an e-mail with no recipient.
    expect(within(dialog).getByRole('link', { name: 'Open in e-mail' }).getAttribute('href')).toMatch(/^mailto:\?subject=/);
  });

  it('follows the claim chosen on the chat page until the user picks another', async () => {
    await renderStore('/template-store?template=status-check-in', twoClaims, olderClaim.id);
    const dialog = screen.getByRole('dialog', { name: 'Status Check-In' });
    expect(within(dialog).getByTestId('letter-subject').textContent).toBe('Status Update Request - Claim CL-2026-0042');
  });

  it('edits a template locally and keeps the edit when it is opened again', async () => {
    const user = userEvent.setup();
    const router = await renderStore('/template-store?template=status-check-in');
    await user.click(screen.getByRole('button', { name: 'Edit' }));
    const subject = screen.getByRole('textbox', { name: 'Subject' });
    await user.clear(subject);
    await user.type(subject, 'Where is my claim?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Template saved successfully!', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByTestId('letter-subject').textContent).toBe('Where is my claim?');
    // The success alert closes itself after 2 s; until then it hides the page from assistive technology.
    await waitFor(() => expect(document.querySelector('.swal2-container')).toBeNull(), { timeout: 5000 });

    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.location().search).toBe(''));
    // Set directly, not typed: sweetalert2 hands focus back a moment after it closes, and on a busy
    // machine that moment could land in the middle of typing and send the text elsewhere.
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search templates' }), { target: { value: 'status check' } });
    await waitFor(() => expect(cardTitles()).toEqual(['Status Check-In']), { timeout: 5000 });
    expect(within(screen.getByRole('article')).getByText('Edited')).toBeTruthy();
  });

  it('shows a French reader the letters in French, filled with the claim as French writes it, and follows a switch to Spanish', async () => {
    i18n.addResourceBundle('fr-CA', 'templates', frenchTemplates);
    i18n.addResourceBundle('es-US', 'templates', spanishTemplates);
    // The page's loader fetches the reader's letters with its code; here the test does it.
    await loadLetters('fr-CA');
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      await renderStore('/template-store?template=initial-offer-rejection', twoClaims);
      const dialog = screen.getByRole('dialog', { name: 'Refus d’une première offre' });
      const text = (id: string) => within(dialog).getByTestId(id).textContent!.replace(/\s/g, ' ');
      expect(text('letter-subject')).toBe('Réponse à l’offre de règlement - Réclamation HA-7731');
      expect(text('letter-body')).toContain('Bonjour Kim Wu,');
      expect(text('letter-body')).toContain('Je vous remercie de votre offre de règlement de 9 800 $, datée du 20 février 2026.');
      expect(text('letter-body')).toContain('Numéro de police : AU-5521');
      expect(cardTitles()[0]).toBe('Lettre de déclaration de sinistre');

      await act(() => i18n.changeLanguage('es-US'));
      const spanish = await screen.findByRole('dialog', { name: 'Rechazo de la oferta inicial' }, { timeout: 5000 });
      expect(within(spanish).getByTestId('letter-body').textContent).toContain(
        'Gracias por su oferta de liquidación de $9,800, con fecha del 20 de febrero de 2026.',
      );
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });

  it('searches the letters in the reader’s language, accents optional, categories by their shown name', async () => {
    i18n.addResourceBundle('fr-CA', 'templates', frenchTemplates);
    await loadLetters('fr-CA');
    await act(() => i18n.changeLanguage('fr-CA'));
    try {
      await renderStore();
      const search = screen.getByRole('searchbox');
      fireEvent.change(search, { target: { value: 'superviseur' } });
      await waitFor(() => expect(cardTitles()).toEqual(['Recours auprès d’un superviseur']));
      fireEvent.change(search, { target: { value: 'negociation' } });
      await waitFor(() => expect(cardTitles()).toEqual(['Refus d’une première offre', 'Contre-proposition', 'Résumé de la négociation']));
    } finally {
      await act(() => i18n.changeLanguage('en-US'));
    }
  });
});
