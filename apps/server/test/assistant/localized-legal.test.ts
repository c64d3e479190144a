import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The legal referral in French and Spanish: no legal advice, who can give it where the claim is,
// the time to sue, and what the user's records show can be done on the claim now.

const allInLanguage = (reply: string) => ENGLISH_MARKERS.forEach((marker) => expect(ownWords(reply)).not.toMatch(marker));

// Sherbrooke: a storm, a refusal letter in the diary, and no word from the insurer since.
const sherbrooke = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Sherbrooke',
  typeOfClaim: 'Roof Damage / Storm',
  dateOfIncident: '2025-10-02',
  events: [
    event('2025-10-03', 'notice_given', 'Sinistre déclaré au téléphone', 'to_insurer', 'phone'),
    event('2025-11-20', 'denial_received', 'Lettre de refus de l’assureur'),
  ],
});

describe('the legal referral in French, for a claim in Québec', () => {
  const reply = replyIn('legal', 'fr', 'can I take the insurer to court', [sherbrooke]);

  it('sends the user to a lawyer or a notary and to the AMF, not to a public adjuster', () => {
    expect(reply).toMatch(/^Je ne peux pas donner d’avis juridique/);
    expect(reply).toContain('un avocat ou un notaire du Québec');
    expect(reply).toContain('Autorité des marchés financiers (AMF), au https://lautorite.qc.ca,');
    expect(reply).not.toContain('expert en sinistre public');
  });

  it('gives what can be done on the claim now, from the diary, and the claim as recorded', () => {
    expect(reply).toContain('Maple Mutual ne vous a pas écrit depuis 110 jours');
    expect(reply).toContain('Répondez au refus par écrit avec vos preuves');
    expect(reply).toContain(
      'Votre réclamation MM-2026-0042 auprès de Maple Mutual : statut active, sinistre du 2 octobre 2025, refus inscrit le 20 novembre 2025.',
    );
    allInLanguage(reply);
  });
});

describe('the legal referral in Spanish, for a claim in California', () => {
  const paid = claim({
    events: [event('2026-02-10', 'payment_received', 'Paid $4,000 actual cash value, $1,200 recoverable depreciation held back')],
  });
  const reply = replyIn('legal', 'es', 'do I need an attorney to get my depreciation', [paid]);

  it('names a licensed attorney, a public adjuster and the state’s regulator', () => {
    expect(reply).toContain('un abogado con licencia donde usted vive (CA, Estados Unidos)');
    expect(reply).toContain('un ajustador público');
    expect(reply).toContain('California Department of Insurance (https://www.insurance.ca.gov)');
  });

  it('gives the law’s time to sue with its last day, the holdback still to come and the term asked about', () => {
    expect(reply).toContain('**El plazo para demandar**');
    expect(reply).toContain('desde la fecha de la pérdida, a más tardar el 2 de febrero de 2027');
    expect(reply).toContain('$1,200 de depreciación recuperable');
    expect(reply).toContain('**Depreciación** — ');
    allInLanguage(reply);
  });

  it('is left in English, said so, for a claim status with no name in Spanish', () => {
    const odd = claim({ status: 'Under review' });
    expect(replyIn('legal', 'es', 'can I sue them', [odd])).toMatch(/^Esta parte de mi respuesta todavía está en inglés\./);
  });
});
