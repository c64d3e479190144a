import { describe, expect, it } from 'vitest';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, DETAILS, event, ledgerEntry } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The user's own records in French and Spanish: the record's lines, the money on it and when
// something happened, each from the same facts as the English, and unknown where they are missing.
// The text is the English reading of the message, as the engine gives it to a composer.

const MARKERS = [...ENGLISH_MARKERS, /\bnot on\b/i, /\bPaid\b/, /\bdiary\b/i, /\bClaim Details\b/];
const allInLanguage = (reply: string) => MARKERS.forEach((marker) => expect(ownWords(reply)).not.toMatch(marker));
// Intl puts narrow no-break spaces in "8 300 $".
const spaced = (reply: string) => reply.replace(/[\u202f\u00a0]/g, ' ');

const answer = (language: ReplyLanguage, reading: string, claims = [claim()], details = DETAILS) =>
  spaced(replyIn('claim_record', language, reading, claims, { details }));

const laval = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Laval',
  typeOfClaim: 'House Fire',
  dateOfIncident: '2026-01-14',
  events: [
    event('2026-01-15', 'notice_given', 'Appel à l’assureur pour déclarer l’incendie', 'to_insurer', 'phone'),
    // Written as Intl writes it in Québec: no-break spaces in "8 300 $".
    event('2026-02-06', 'payment_received', 'Chèque de 8\u00a0300\u00a0$ reçu en valeur au jour du sinistre'),
  ],
});
const noNumberNorAdjuster = { ...DETAILS, claimNumber: '', adjusterName: '', adjusterPhoneNumber: '', adjusterEmail: '' };

describe('the claim record in French', () => {
  it('gives each line of the record, and says which ones are not there yet', () => {
    const reply = answer('fr', 'what is my claim number', [laval], noNumberNorAdjuster);
    expect(reply).toMatch(/^\*\*Votre dossier de réclamation\*\*/);
    expect(reply).toContain('- Assureur : Maple Mutual');
    expect(reply).toContain('- Numéro de réclamation : pas encore inscrit à votre dossier');
    expect(reply).toContain('- Expert en sinistre : pas encore inscrit à votre dossier');
    expect(reply).toContain('- Sinistre : Incendie de la maison, 14 janvier 2026');
    expect(reply).toContain('- Statut : active');
    expect(reply).toContain('**Détails de la réclamation**');
    allInLanguage(reply);
  });

  it('lists the money the diary records by role, in Québec’s way of writing sums', () => {
    const reply = answer('fr', 'how much have they paid so far', [laval]);
    expect(reply).toContain('Versé à vous : 8 300 $ (6 février 2026)');
    expect(reply).toContain('n’indique aucune offre, aucun montant retenu ni aucune franchise.');
    allInLanguage(reply);
  });

  it('reads the role of each sum from the diary’s French words', () => {
    const offered = claim({
      country: 'Canada',
      region: 'QC',
      events: [
        event('2026-02-20', 'insurer_response', 'Offre de règlement de 12 150,50 $ CA de l’expert'),
        event('2026-02-27', 'note', 'Paiement de 9 300 $ reçu, 2 500 $ retenus jusqu’à la fin des travaux'),
      ],
    });
    const reply = answer('fr', 'how much have they paid so far', [offered]);
    expect(reply).toContain('Versé à vous : 9 300 $ (27 février 2026)');
    expect(reply).toContain('Offert : 12 150,50 $ (20 février 2026)');
    expect(reply).toContain('Retenu (dépréciation récupérable) : 2 500 $ (27 février 2026)');
    allInLanguage(reply);
  });

  it('quotes the diary entry a question names, with its date, or says the diary does not say', () => {
    expect(answer('fr', 'when did I call the insurer to declare the fire', [laval])).toContain(
      '15 janvier 2026 — « Appel à l’assureur pour déclarer l’incendie »',
    );
    const unknown = answer('fr', 'when did the roofer come to inspect', [laval]);
    expect(unknown).toMatch(/^\*\*Le journal de votre réclamation ne le dit pas\.\*\*/);
    allInLanguage(unknown);
  });
});

describe('the claim record in Spanish', () => {
  it('says no money is recorded yet when the diary holds none', () => {
    const reply = answer('es', 'how much did they pay so far');
    expect(reply).toContain('**El dinero que consta en su reclamo**');
    expect(reply).toContain(
      'El diario de su reclamo todavía no registra ningún pago, ninguna oferta, ningún monto retenido ni ningún deducible.',
    );
    allInLanguage(reply);
  });

  it('gives the ledger’s totals and what is still to claim', () => {
    const ledger = [
      ledgerEntry('acv_payment', 930_000, '2026-02-20'),
      ledgerEntry('depreciation_held_back', 250_000, '2026-02-20'),
      ledgerEntry('living_expense_incurred', 48_000, '2026-02-22'),
    ];
    const reply = answer('es', 'what do we still get', [claim({ ledger })]);
    expect(reply).toContain('Pagado a usted hasta ahora: $9,300');
    expect(reply).toContain('Todavía retenido (depreciación recuperable): $2,500');
    expect(reply).toContain(
      'Le falta reclamar los $2,500 retenidos, una vez terminado y facturado el trabajo; y los $480 de gastos de vivienda que aún no le reembolsan.',
    );
    allInLanguage(reply);
  });

  it('reads the role of each sum from the diary’s Spanish words', () => {
    const events = [
      event('2026-02-20', 'insurer_response', 'Oferta del ajustador: 12,150 dólares'),
      event('2026-02-27', 'note', 'Cheque de $9,300 recibido; $2,500 retenidos por depreciación'),
    ];
    const reply = answer('es', 'how much did they pay so far', [claim({ events })]);
    expect(reply).toContain('$9,300 (27 de febrero de 2026)');
    expect(reply).toContain('$12,150 (20 de febrero de 2026)');
    expect(reply).toContain('$2,500 (27 de febrero de 2026)');
    expect(reply).not.toContain('ninguna oferta');
    allInLanguage(reply);
  });

  it('writes the record with the adjuster’s details and the claim’s kind in Spanish', () => {
    const reply = answer('es', 'who is my adjuster');
    expect(reply).toContain('- Ajustador: Sam Lee, 416 555 0199, sam.lee@maple.example');
    expect(reply).toContain('- Pérdida: Inundación');
    expect(reply).not.toContain('Agregue lo que falta');
    allInLanguage(reply);
  });
});
