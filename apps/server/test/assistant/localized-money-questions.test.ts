import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// A question about the holdback or living expenses, asked in French or Spanish, is answered in the
// language with the user's own sums, or says the records hold none; the letter stays one request away.

const allInLanguage = (reply: string) => ENGLISH_MARKERS.forEach((marker) => expect(ownWords(reply)).not.toMatch(marker));
// Intl puts narrow no-break spaces in "5 600 $".
const spaced = (reply: string) => reply.replace(/[\u202f\u00a0]/g, ' ');

const trois = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Trois-Rivières',
  typeOfClaim: 'House Fire',
  events: [event('2026-02-18', 'payment_received', 'Paid $5,600 on actual cash value, $2,150 recoverable depreciation held back')],
});

describe('a question about the holdback', () => {
  it('is answered in French with the payment and the amount held back on record', () => {
    const reply = spaced(replyIn('depreciation', 'fr', 'how do I get back the depreciation they kept?', [trois]));
    expect(reply).toMatch(/^\*\*Comment récupérer la dépréciation retenue :\*\*/);
    expect(reply).toContain(
      '5 600 $ ont été versés selon la valeur au jour du sinistre et **2 150 $** sont inscrits comme retenus (le 18 février 2026).',
    );
    expect(reply).toContain('Demandez-moi de « rédiger la demande de versement » et je l’adresserai à Sam Lee.');
    expect(reply).not.toContain('**Demande de versement');
    allInLanguage(reply);
  });

  it('says in Spanish that the records show no amount held back, rather than guess one', () => {
    const fresh = claim();
    const reply = replyIn('depreciation', 'es', 'when will they give me the holdback?', [fresh]);
    expect(reply).toContain('Sus registros todavía no muestran un monto retenido');
    expect(reply).not.toMatch(/\$\d/);
    allInLanguage(reply);
  });
});

describe('a question about living expenses', () => {
  it('is answered in Spanish with the costs the user names, and their total', () => {
    const reply = replyIn('living_expenses', 'es', 'can I claim the motel, $640, and the meals, $210?', [claim()]);
    expect(reply).toMatch(/^\*\*Gastos adicionales de vivienda \(pérdida de uso\):\*\*/);
    expect(reply).toContain('Los gastos que usted menciona o que registra su diario: $640 + $210 = $850.');
    expect(reply).toContain('Esta cobertura tiene un límite');
    expect(reply).toContain(', con cada gasto detallado y el total.');
    allInLanguage(reply);
  });

  it('speaks of transportation for a vehicle off the road, in French', () => {
    const car = claim({ country: 'Canada', region: 'QC', typeOfClaim: 'Collision (Accident)' });
    const reply = replyIn('living_expenses', 'fr', 'do they pay for a rental car?', [car]);
    expect(reply).toMatch(/^\*\*Le transport pendant que votre véhicule est immobilisé :\*\*/);
    expect(reply).not.toContain('Les frais que vous nommez');
    allInLanguage(reply);
  });

  it('still writes the letter when it is asked for', () => {
    expect(replyIn('living_expenses', 'fr', 'write the request for the hotel, $400', [trois])).toMatch(
      /^\*\*Demande de frais de subsistance/,
    );
  });
});
