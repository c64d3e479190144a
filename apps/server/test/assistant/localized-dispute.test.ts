import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The dispute of an offer, and of a payment, written whole in French and Spanish from the claim's
// own figures: the offer in its slot with its date, the user's estimate beside it, the gap worked out.

// A Laval kitchen: the insurer offered $9,800 on February 20; the contractor quoted $14,300.
const laval = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Laval',
  events: [
    event('2026-02-05', 'message_sent', 'Envoyé la soumission de l’entrepreneur: estimate of $14,300', 'to_insurer'),
    event('2026-02-20', 'offer_received', 'Settlement offer of $9,800 for the kitchen'),
  ],
});

const appraisalClause = {
  page: 5,
  score: 1,
  text: 'Appraisal. If you and we fail to agree on the amount of loss, either may demand an appraisal of the loss.',
};

describe('the dispute of an offer in French', () => {
  const letter = replyIn('dispute_offer', 'fr', 'Contest their offer in writing.', [laval], { passages: [appraisalClause] });

  it('puts the offer, its date, the user’s estimate and the gap each in its role', () => {
    expect(letter).toMatch(/^\*\*Contestation de l’offre de règlement\*\* — fondée sur l’offre de 9\s800\s\$ inscrite le 20 février 2026/);
    expect(letter).toContain('votre offre de 9\u00a0800\u00a0$, datée du 20 février 2026, pour ma réclamation');
    expect(letter).toMatch(/Ma propre estimation pour les mêmes travaux s’élève à 14\s300\s\$, soit 4\s500\s\$ de plus que votre offre\./);
    expect(letter).toMatch(/je propose de régler la réclamation pour 14\s300\s\$\./);
  });

  it('reserves the appraisal of the policy and says how to ask for it, in French', () => {
    expect(letter).toContain('je me réserve le droit de demander l’expertise prévue par ma police');
    expect(letter).toContain('Votre police prévoit une clause d’expertise (page 5)');
    expect(letter).toMatch(/joignez votre estimation de 14\s300\s\$/);
  });

  it('is wholly in French', () => {
    expect(letter).toContain('Bonjour Sam Lee,');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('quotes the user’s reasons in their own words, found through the English reading', () => {
    const own = 'Écrivez la contestation. Le plancher neuf ne sera jamais pareil à l’ancien dans le salon.';
    const reading = 'Write the dispute. The new flooring will never match the old one in the living room.';
    const withReasons = replyIn('dispute_offer', 'fr', reading, [laval], { own });
    expect(withReasons).toContain('Mes motifs :\n• « Le plancher neuf ne sera jamais pareil à l’ancien dans le salon »');
    expect(withReasons).toContain('une apparence raisonnablement uniforme');
  });
});

describe('the dispute in Spanish', () => {
  const phoenix = claim({
    region: 'AZ',
    city: 'Phoenix',
    events: [event('2026-02-24', 'payment_received', 'Payment of $6,100 for the roof')],
  });

  it('disputes a payment the user finds too low, with the gap to their own figure', () => {
    const letter = replyIn('dispute_offer', 'es', 'What they paid is way too low, my roofer says $9,350.', [phoenix]);
    expect(letter).toMatch(/^\*\*Disputa del monto pagado\*\*: basada en el pago de \$6,100 registrado el 24 de febrero de 2026/);
    expect(letter).toContain('Recibí su pago de $6,100 del 24 de febrero de 2026 por mi reclamo.');
    expect(letter).toContain('Mi propio presupuesto para el mismo trabajo es de $9,350, $3,250 más de lo que ustedes pagaron.');
    expect(letter).toContain('Le pido que me pague la diferencia de $3,250.');
    expect(letter).toContain('Estimado/a Sam Lee:');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('writes no dispute when there is no offer, and says what to log instead', () => {
    const reply = replyIn('dispute_offer', 'es', 'Dispute their offer.', [claim()]);
    expect(reply).toContain('No veo ninguna oferta de liquidación en el diario de su reclamo ni en su mensaje');
    expect(reply).toContain('«Oferta de liquidación recibida»');
    expect(reply).not.toContain('Asunto:');
    expect(reply).not.toMatch(/\$\d/);
  });
});

describe('the dispute in French without an offer', () => {
  it('declines in French rather than dispute an offer nobody made', () => {
    const reply = replyIn('dispute_offer', 'fr', 'Dispute their offer.', [claim({ country: 'Canada', region: 'QC' })]);
    expect(reply).toMatch(/^Je ne vois aucune offre de règlement/);
    expect(reply).not.toContain('Objet :');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(reply)).not.toMatch(marker);
  });
});
