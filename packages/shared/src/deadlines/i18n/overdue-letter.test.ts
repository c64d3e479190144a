import { describe, expect, it } from 'vitest';
import { entry } from '../../diary/test-support';
import { computeDeadlines } from '../compute';
import { overdueLetter } from '../letter';
import type { Country, Deadline } from '../types';
import { overdueLetterIn } from './overdue-letter';
import { ruleWords } from './rule-words';

function overdue(country: Country, region: string, ruleId: string, today: string): Deadline {
  const events = [entry('proof_of_loss_sent', '2026-03-02')];
  const found = computeDeadlines({ country, region, lossDate: null, events, today }).find((d) => d.ruleId === ruleId);
  if (!found) throw new Error(`no ${ruleId}`);
  return found;
}

const texasLate = overdue('United States', 'TX', 'us-tx-542-056', '2026-04-01');
const TEXAS = { id: texasLate.ruleId };
const claim = { insurer: 'Lone Star Mutual', claimNumber: 'TX-123', policyNumber: 'P-9', adjusterName: 'Dana Cruz', userName: 'Ana Ruiz' };
// Words of the English letter that no French or Spanish sentence has.
const ENGLISH = /\b(the|and|please|your|claim|insurer|within|after|Dear|Sincerely|Re)\b/i;

describe('the overdue letter in French and Spanish', () => {
  it('cites the rule in French, with the dates written the French way', () => {
    const letter = overdueLetterIn(texasLate, { ...claim, letterDate: '1er avril 2026' }, 'fr-CA', ruleWords(TEXAS, 'fr-CA'));
    const words = ruleWords(TEXAS, 'fr-CA')!;
    expect(letter.subject).toBe(`Réclamation TX-123 : ${words.title} (échéance : 23 mars 2026)`);
    expect(letter.body).toContain(`En vertu de ${words.citation}, l’assureur doit ${words.duty} dans un délai de 15 jours ouvrables après`);
    expect(letter.body).toContain('ce délai a commencé le 2 mars 2026 et a pris fin le 23 mars 2026.');
    expect(letter.body).toContain('Bonjour Dana Cruz,');
    expect(letter.body).toContain('Objet : réclamation no TX-123; police no P-9; assuré : Ana Ruiz');
    expect(letter.body.replace(/\[[^\]]*\]/g, '')).not.toMatch(ENGLISH);
  });

  it('cites the rule in Spanish and leaves what is unknown as blanks named in Spanish', () => {
    const letter = overdueLetterIn(texasLate, { claimNumber: ' ' }, 'es-US', ruleWords(TEXAS, 'es-US'));
    const words = ruleWords(TEXAS, 'es-US')!;
    expect(letter.subject).toBe(`Reclamo [Número de reclamo]: ${words.title} (vencimiento: 23 de marzo de 2026)`);
    expect(letter.body).toContain(
      `Conforme a ${words.citation}, la aseguradora debe ${words.duty} dentro de 15 días hábiles contados desde`,
    );
    expect(letter.body).toContain(`Le pido proceder a ${words.duty} sin más demora.`);
    for (const blank of [
      '[Fecha]',
      '[Compañía de seguros]',
      'Estimado/a [Nombre del ajustador]:',
      '[Su nombre completo]',
      '[Su correo electrónico]',
    ])
      expect(letter.body).toContain(blank);
    expect(letter.body).not.toMatch(ENGLISH);
  });

  it('elides French "de" before a vowel', () => {
    const { body } = overdueLetterIn(texasLate, claim, 'fr-CA', ruleWords(TEXAS, 'fr-CA'));
    expect(body).toContain('Je vous demande d’accepter ou refuser la réclamation par écrit sans plus tarder.');
  });

  it('is the English letter in English and for a rule the tables do not hold', () => {
    expect(overdueLetterIn(texasLate, claim, null, null)).toEqual(overdueLetter(texasLate, claim));
    expect(overdueLetterIn(texasLate, claim, 'fr-CA', null)).toEqual(overdueLetter(texasLate, claim));
  });
});
