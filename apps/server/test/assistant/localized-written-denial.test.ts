import { describe, expect, it } from 'vitest';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The request for a denial in writing, and the request to reconsider one, written whole in French
// and Spanish; no letter about a denial the records and the message do not show.

// Trois-Rivières: the proof of loss went in on January 12; the adjuster refused the claim by phone,
// which the diary does not record yet.
const troisRivieres = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Trois-Rivières',
  dateOfIncident: '2026-01-05',
  events: [
    event('2026-01-06', 'notice_given', 'Sinistre déclaré', 'to_insurer', 'phone'),
    event('2026-01-12', 'proof_of_loss_sent', 'Preuve de sinistre envoyée', 'to_insurer'),
  ],
});

describe('the denial in writing, in French', () => {
  const reading = 'Ask for the denial in writing. The adjuster told me the water damage is not covered because it was gradual.';
  const own = 'Demande le refus par écrit. L’expert m’a dit que le dégât d’eau n’est pas couvert parce qu’il était graduel.';
  const letter = replyIn('written_denial', 'fr', reading, [troisRivieres], { own });

  it('puts the phone denial back to the adjuster in the user’s own words', () => {
    expect(letter).toMatch(/^\*\*Demande du refus par écrit\*\*, à la suite du refus que vous m’avez décrit\./);
    expect(letter).toContain(
      'Vous m’avez fait savoir que ma réclamation est refusée; selon mes notes : « L’expert m’a dit que le dégât d’eau n’est pas couvert parce qu’il était graduel ». Je n’ai pas reçu cette décision par écrit.',
    );
    expect(letter).toContain('4. Une copie complète et certifiée de ma police');
    expect(letter).toContain('Gardez des notes de l’appel');
  });

  it('cites the Code civil du Québec in French for the time to pay or refuse, missed on the 60th day', () => {
    expect(letter).toContain('l’article 2473 du Code civil du Québec');
    expect(letter).toContain('Pour ma réclamation, ce délai a pris fin le 7 mars 2026');
  });

  it('is wholly in French', () => {
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('no letter on a denial nobody recorded', () => {
  it('declines in Spanish when nothing was denied', () => {
    const reply = replyIn('written_denial', 'es', 'Put it in writing.', [claim()]);
    expect(reply).toMatch(/^El diario de su reclamo no registra ninguna negación/);
    expect(reply).not.toContain('Asunto:');
  });

  it('declines an appeal in French when the diary has the claim’s history and no written denial', () => {
    const history = claim({ events: [event('2026-02-03', 'notice_given', 'Called in the loss', 'to_insurer', 'phone')] });
    const reply = replyIn('written_denial', 'fr', 'They denied it. Write the appeal.', [history]);
    expect(reply).toMatch(/^Le journal de votre réclamation retrace son historique, mais n’indique aucun refus/);
    expect(reply).not.toContain('Objet :');
  });
});

describe('the appeal of a written denial, in Spanish', () => {
  const tampa = claim({
    region: 'FL',
    city: 'Tampa',
    events: [
      event('2026-02-05', 'proof_of_loss_sent', 'Sworn proof of loss for $23,800', 'to_insurer'),
      event('2026-02-25', 'denial_received', 'Denial letter citing wear and tear', 'from_insurer', 'letter'),
    ],
  });
  const reading = 'Write the appeal. The roof was replaced in 2021 and the storm tore the shingles off.';
  const own = 'Escriba la apelación. El techo se cambió en 2021 y la tormenta arrancó las tejas.';
  const letter = replyIn('written_denial', 'es', reading, [tampa], { own });

  it('asks to reconsider the dated decision, with the user’s reasons quoted and the proof of loss on file', () => {
    expect(letter).toMatch(
      /^\*\*Solicitud de reconsideración de la negación\*\* registrada en su diario el 25 de febrero de 2026, basada en sus razones\./,
    );
    expect(letter).toContain('Le pido que reconsidere su decisión del 25 de febrero de 2026 de negar mi reclamo');
    expect(letter).toContain('Mis razones:\n• «El techo se cambió en 2021 y la tormenta arrancó las tejas»');
    expect(letter).toContain('Mi prueba de pérdida jurada del 5 de febrero de 2026 reclamaba $23,800 («Sworn proof of loss for $23,800»).');
    expect(letter).toContain('Estimado/a Sam Lee:');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});
