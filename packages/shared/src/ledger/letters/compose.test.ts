import { describe, expect, it } from 'vitest';
import { composeLedgerLetter } from './compose';
import { LEDGER_LETTER_KINDS } from './kinds';

const HOLDBACK = { kind: 'depreciation_held_back' as const, amount_cents: 350_000, occurred_on: '2026-05-10', payee: '', note: '' };

describe('the ledger letters', () => {
  it.each(LEDGER_LETTER_KINDS)('%s: a subject naming the claim and a letter in the template store’s frame', (kind) => {
    const { subject, body } = composeLedgerLetter(kind, { entries: [HOLDBACK], livingLimit: null });
    expect(subject).toMatch(/ - Claim \[Claim Number\]$/);
    expect(body.startsWith('[Date]\n\n[Insurance Company]\nAttention: [Adjuster Name]')).toBe(true);
    expect(body.endsWith('Email: [Your Email]')).toBe(true);
  });

  it('the depreciation explanation states the holdback as the holdback, and the missing payment as a placeholder', () => {
    const { body } = composeLedgerLetter('depreciation-explanation', { entries: [HOLDBACK], livingLimit: null });
    expect(body).toContain('You paid me [Actual Cash Value Paid] on the actual cash value basis. You held back $3,500 on May 10, 2026');
    expect(body).toContain('1. The replacement cost before depreciation.');
  });

  it('the contents waiver states no ledger figure and leaves the contents limit to the user', () => {
    const { body } = composeLedgerLetter('contents-waiver', { entries: [HOLDBACK], livingLimit: null });
    expect(body).not.toContain('$');
    expect(body).toContain('the contents limit of my policy, [Contents Coverage Limit]');
    expect(body).toContain('My home at [Loss Location] was a total loss on [Date of Loss] ([Type of Loss]).');
  });

  const ENGLISH_WORDS = /\b(Please|You paid|You held|the|and|Dear|Attention)\b/;
  const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
  const RELEASED = { ...HOLDBACK, kind: 'depreciation_released' as const, amount_cents: 100_000, occurred_on: '2026-07-01' };

  it.each(LEDGER_LETTER_KINDS)('%s in French: the French frame, sums and dates the French way, no English sentence', (kind) => {
    const { subject, body } = composeLedgerLetter(kind, { entries: [HOLDBACK, RELEASED], livingLimit: null, language: 'fr-CA' });
    expect(subject).toMatch(/ - Réclamation \[Numéro de réclamation\]$/);
    expect(body).toContain('À l’attention de : [Nom de l’expert en sinistre]');
    expect(body).not.toMatch(ENGLISH_WORDS);
    if (kind.startsWith('depreciation'))
      expect(plain(body)).toContain('Vous avez retenu 3 500 $ le 10 mai 2026 de dépréciation récupérable');
  });

  it.each(LEDGER_LETTER_KINDS)('%s in Spanish: the Spanish frame, dates the Spanish way, no English sentence', (kind) => {
    const { subject, body } = composeLedgerLetter(kind, { entries: [HOLDBACK, RELEASED], livingLimit: null, language: 'es-US' });
    expect(subject).toMatch(/ - Reclamo \[Número de reclamo\]$/);
    expect(body).toContain('Estimado/a [Nombre del ajustador]:');
    expect(body).not.toMatch(ENGLISH_WORDS);
    if (kind.startsWith('depreciation'))
      expect(body).toContain('Desde entonces han liberado $1,000 el 1 de julio de 2026, por lo que todavía retienen $2,500.');
  });

  it('holds living expenses against the policy’s terms in the letter’s language', () => {
    const entries = [{ ...HOLDBACK, kind: 'living_expense_incurred' as const, amount_cents: 84_550, payee: 'Hôtel Bellevue' }];
    const livingLimit = {
      page: 7,
      sum_cents: 2_000_000,
      rate: { cents: 15_000, per: 'day' as const },
      period: { count: 12, unit: 'month' as const },
    };
    const french = plain(composeLedgerLetter('living-expenses', { entries, livingLimit, language: 'fr-CA' }).body);
    expect(french).toContain('- 845,50 $ à Hôtel Bellevue le 10 mai 2026');
    expect(french).toContain(
      '1. Que ma police (page 7) prévoit 150 $ par jour, pendant au plus 12 mois, jusqu’à 20 000 $ au total pour cette garantie',
    );
    const spanish = composeLedgerLetter('living-expenses', { entries, livingLimit, language: 'es-US' }).body;
    expect(spanish).toContain('quedan $845.50 pendientes');
    expect(spanish).toContain(
      '1. Que mi póliza (página 7) paga $150 por día, hasta por 12 meses, hasta $20,000 en total bajo esta cobertura',
    );
  });
});
