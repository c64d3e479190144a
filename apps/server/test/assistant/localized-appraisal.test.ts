import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The demand for appraisal written whole in French and Spanish: only on an offer the records hold,
// only under a clause the policy has, which is quoted as written.

const clause = {
  page: 6,
  score: 1,
  text: 'Appraisal\nIf you and we fail to agree on the amount of loss, either may demand an appraisal of the loss. Each party will choose a competent and impartial appraiser within 20 days after receiving a written request from the other.',
};

// Lévis: the insurer offered $11,200 on February 24 and the user's contractor quoted $15,900.
const levis = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Lévis',
  events: [
    event('2026-02-10', 'message_sent', 'Sent the contractor estimate of $15,900', 'to_insurer'),
    event('2026-02-24', 'offer_received', 'Settlement offer of $11,200'),
  ],
});

describe('the demand for appraisal in French', () => {
  const letter = replyIn('appraisal', 'fr', 'Invoke appraisal.', [levis], { passages: [clause] });

  it('sets the offer against the user’s estimate and demands the expertise under the clause’s page', () => {
    expect(letter).toMatch(
      /^\*\*Demande d’expertise\*\* — pour l’écart entre l’offre de 11\s200\s\$ et votre estimation de 15\s900\s\$ \(4\s700\s\$\)\./,
    );
    expect(letter).toMatch(
      /vous avez offert 11\s200\s\$, et mon estimation s’élève à 15\s900\s\$\. En vertu de la clause d’expertise de ma police \(page 6\)/,
    );
    expect(letter).toContain(', un expert compétent et impartial.');
    expect(letter).toContain('dans les 20 jours suivant la réception de la présente demande, comme l’exige ma police (page 6).');
  });

  it('quotes the clause as the policy writes it, with its page', () => {
    expect(letter).toContain('Ce que dit votre police :\n**Page 6 — Appraisal :**\n“If you and we fail to agree');
    expect(letter).toContain('**À remplir avant l’envoi :** [Nom et coordonnées de votre expert].');
  });

  it('is wholly in French', () => {
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('the demand for appraisal in Spanish, and when it is not written', () => {
  it('explains, without a letter, that there is no offer to disagree with', () => {
    const reply = replyIn('appraisal', 'es', 'Invoke appraisal.', [claim()], { passages: [clause] });
    expect(reply).toMatch(/^La tasación sirve para resolver un desacuerdo sobre el \*\*monto\*\*/);
    expect(reply).toContain('Lo que dice su póliza:\n**Página 6 — Appraisal:**');
    expect(reply).not.toContain('Asunto:');
  });

  it('writes no demand under a clause the readable policy does not have', () => {
    const offered = claim({ events: [event('2026-02-24', 'offer_received', 'Settlement offer of $11,200')] });
    const other = { page: 2, score: 1, text: 'Loss Payment\nWe will pay within 30 days after we receive your proof of loss.' };
    const reply = replyIn('appraisal', 'es', 'Invoke appraisal.', [offered], { passages: [other] });
    expect(reply).toMatch(/^Revisé su póliza y no encontré ninguna cláusula de tasación/);
    expect(reply).toContain('Pregúntele por escrito a Sam Lee');
  });

  it('writes the demand in Spanish, the offer in its slot', () => {
    const offered = claim({ events: [event('2026-02-24', 'offer_received', 'Settlement offer of $11,200')] });
    const letter = replyIn('appraisal', 'es', 'Invoke appraisal.', [offered], { passages: [clause] });
    expect(letter).toContain('ustedes ofrecieron $11,200. Conforme a la disposición de tasación de mi póliza (página 6)');
    expect(letter).toContain('Normalmente cada parte paga a su propio tasador');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});
