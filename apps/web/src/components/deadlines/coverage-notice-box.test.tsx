import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import spanishFrame from '../../i18n/catalogues/es-US/frame.json';
import frenchFrame from '../../i18n/catalogues/fr-CA/frame.json';
import { i18n } from '../../i18n/i18n';
import { loadDeadlineWords } from '../../lib/deadline-words/load-deadline-words';
import { claimCoverageNotice } from './claim-coverage-notice';
import { CoverageNoticeBox } from './coverage-notice-box';

const claim = (region: string | null, country = 'United States', type_of_claim = 'Collision (Accident)') => ({
  id: 7,
  country_of_incident: country,
  region,
  type_of_claim,
});

describe('the coverage notice', () => {
  it('says a state without encoded rules is not covered, what applies, and names its regulator with a link', () => {
    render(<CoverageNoticeBox claim={claim('OH')} />);
    const notice = screen.getByRole('region', { name: "Ohio's own claim deadlines are not in Benji yet." });
    expect(notice.textContent).toContain('a short or empty list does not mean nothing is due');
    const link = screen.getByRole('link', { name: 'Ohio Department of Insurance' });
    expect(link.getAttribute('href')).toMatch(/^https:\/\//);
    expect(notice.textContent).toContain('Ask Ohio Department of Insurance (insurance.ohio.gov) which rules apply.');
  });

  it("lists the policy's own conditions for a home claim, and links the regulator's complaint page by name", () => {
    render(<CoverageNoticeBox claim={claim('AR', 'United States', 'House Fire')} />);
    const notice = screen.getByRole('region', { name: "Arkansas's own claim deadlines are not in Benji yet." });
    expect(notice.textContent).toContain('Send the sworn proof of loss within 60 calendar days');
    expect(notice.textContent).toContain('(phone 1-800-852-5494)');
    expect(screen.getByRole('link', { name: 'How to complain to Arkansas Insurance Department' }).getAttribute('href')).toBe(
      'https://insurance.arkansas.gov/consumer-services/consumer-services/file-a-complaint/',
    );
  });

  it('keeps only the headline and the regulator when compact', () => {
    render(<CoverageNoticeBox claim={claim('OH')} compact />);
    expect(screen.getByRole('region').textContent).not.toContain('a short or empty list');
  });

  it.each(['TX', 'IL', 'LA', 'GA', 'CO', 'NC'])('shows nothing in %s, whose own rules are encoded', (region) => {
    const { container } = render(<CoverageNoticeBox claim={claim(region)} />);
    expect(container.textContent).toBe('');
  });
});

describe('the coverage notice in English', () => {
  it.each([
    ['OH', 'United States', 'Collision (Accident)'],
    ['AR', 'United States', 'House Fire'],
    [null, 'United States', 'House Fire'],
    [null, 'Canada', 'Collision (Accident)'],
    ['MB', 'Canada', 'House Fire'],
    ['NB', 'Canada', 'House Fire'],
    ['BC', 'Canada', 'Collision (Accident)'],
  ])('reads word for word as @benji/shared writes it (%s, %s, %s)', (region, country, type) => {
    const notice = claimCoverageNotice(claim(region, country, type))!;
    expect(notice).not.toBeNull();
    render(<CoverageNoticeBox claim={claim(region, country, type)} />);
    const shown = screen.getByRole('region', { name: notice.headline });
    expect(shown.textContent).toContain(notice.body);
    for (const term of notice.policyTerms) expect(shown.textContent).toContain(`${term.text} (${term.citation})`);
  });
});

describe.each([
  [
    'fr-CA',
    frenchFrame,
    'Ohio : les délais de réclamation propres à cet État ne sont pas encore dans Benji.',
    'Pour savoir quelles règles s’appliquent, adressez-vous à l’organisme de réglementation : Ohio Department of Insurance.',
    'Arkansas : les délais de réclamation propres à cet État ne sont pas encore dans Benji.',
    'Envoyer la preuve de sinistre sous serment dans un délai de 60 jours civils après la demande de preuve de sinistre de l’assureur. (Libellé de la police habitation type (ISO HO-3), pas une loi)',
    'Nouveau-Brunswick : les délais propres à cette province pour les réclamations d’assurance habitation ne sont pas encore dans Benji.',
    'Porter plainte : Arkansas Insurance Department',
    'et non des lois de l’Arkansas : par exemple',
    'Benji connaît certaines règles de délais du Nouveau-Brunswick, mais aucune pour les réclamations d’assurance habitation. La loi du Nouveau-Brunswick peut tout de même',
  ],
  [
    'es-US',
    spanishFrame,
    'Ohio: los plazos de reclamo propios de este estado todavía no están en Benji.',
    'Para saber qué normas se aplican, consulte a la autoridad de seguros: Ohio Department of Insurance.',
    'Arkansas: los plazos de reclamo propios de este estado todavía no están en Benji.',
    'Enviar la prueba de pérdida jurada dentro de 60 días calendario contados desde la solicitud de prueba de pérdida de la aseguradora. (Texto estándar de la póliza de vivienda (ISO HO-3), no una ley)',
    'Nuevo Brunswick: los plazos propios de esta provincia para los reclamos de vivienda todavía no están en Benji.',
    'Presentar una queja: Arkansas Insurance Department',
    'no de las leyes de Arkansas: por ejemplo',
    'Benji tiene algunas de las normas de plazos de Nuevo Brunswick, pero ninguna para los reclamos de vivienda. La ley de Nuevo Brunswick todavía puede',
  ],
] as const)(
  'the coverage notice in %s',
  (locale, frame, ohio, ask, arkansas, term, newBrunswick, complain, arkansasLaw, newBrunswickLaw) => {
    beforeEach(async () => {
      i18n.addResourceBundle(locale, 'frame', frame);
      await loadDeadlineWords(locale);
      await act(() => i18n.changeLanguage(locale));
    });
    afterEach(async () => {
      await act(() => i18n.changeLanguage('en-US'));
    });

    it('says in the language that the state is not covered, and whom to ask', () => {
      render(<CoverageNoticeBox claim={claim('OH')} />);
      const notice = screen.getByRole('region', { name: ohio });
      expect(notice.getAttribute('lang')).toBeNull();
      expect(notice.textContent).toContain(ask);
      expect(notice.textContent).not.toMatch(/not in Benji|Ask |which rules apply|does not mean/);
    });

    it('writes the policy’s own conditions from the rule’s words in the language', () => {
      render(<CoverageNoticeBox claim={claim('AR', 'United States', 'House Fire')} />);
      const notice = screen.getByRole('region', { name: arkansas });
      expect(notice.textContent).toContain(term);
      expect(screen.getByRole('link', { name: complain }).getAttribute('href')).toMatch(/file-a-complaint/);
    });

    it('names the place in the language, with the article its sentence needs', () => {
      render(<CoverageNoticeBox claim={claim('AR', 'United States', 'House Fire')} />);
      expect(screen.getByRole('region').textContent).toContain(arkansasLaw);
      expect(screen.getByRole('region').textContent).not.toMatch(/\(Arkansas\)/);
    });

    it('names the kind of claim a province’s rules leave out', () => {
      render(<CoverageNoticeBox claim={claim('NB', 'Canada', 'House Fire')} />);
      expect(screen.getByRole('region', { name: newBrunswick }).textContent).toContain(newBrunswickLaw);
    });
  },
);
