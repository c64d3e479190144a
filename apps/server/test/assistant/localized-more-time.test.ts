import { describe, expect, it } from 'vitest';
import { openItems } from '@benji/shared';
import { claim, event } from './fixtures/context';
import { ENGLISH_MARKERS, ownWords, replyIn } from './fixtures/localized-reply';

// The request for more time written whole in French and Spanish: the user's own deadline with its
// law cited in the language, the days asked counted to a new date, and the user's reasons quoted.

// A Buffalo theft: the insurer asked in writing for the sworn proof of loss on February 16.
const buffalo = claim({
  region: 'NY',
  city: 'Buffalo',
  typeOfClaim: 'Personal Contents Stolen',
  events: [
    event('2026-02-03', 'notice_given', 'Reported the break-in', 'to_insurer', 'phone'),
    event('2026-02-16', 'proof_of_loss_requested', 'Proof of loss forms enclosed', 'from_insurer', 'letter'),
  ],
});

describe('the request for more time in Spanish', () => {
  const letter = replyIn('more_time', 'es', 'Ask for 21 more days on the proof of loss.', [buffalo]);

  it('names the deadline by its rule’s Spanish words, its due date and its law', () => {
    expect(letter).toMatch(
      /^\*\*Solicitud de más tiempo\*\* para enviar la prueba de pérdida jurada \(vence el 17 de abril de 2026, New York Insurance Law §3407\(a\)\)\./,
    );
    expect(letter).toContain('Le escribo sobre el plazo para enviar la prueba de pérdida jurada, que vence el 17 de abril de 2026.');
  });

  it('counts the days asked from the due date to the new date', () => {
    expect(letter).toContain('Le pido una prórroga de 21 días, hasta el 8 de mayo de 2026.');
    expect(letter).toContain('[Por qué necesita más tiempo]');
    expect(letter).toContain('**Complete antes de enviar:** [Por qué necesita más tiempo].');
  });

  it('is wholly in Spanish', () => {
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('the request for more time in French', () => {
  // A Sherbrooke roof: the adjuster asked for the roofer's report and it is still owed.
  const sherbrooke = claim({
    country: 'Canada',
    region: 'QC',
    city: 'Sherbrooke',
    openItems: openItems([event('2026-02-12', 'documents_requested', 'Rapport du couvreur demandé', 'from_insurer', 'email')]),
    events: [event('2026-02-12', 'documents_requested', 'Rapport du couvreur demandé', 'from_insurer', 'email')],
  });

  it('names the document the diary says is owed, in its own words, and quotes the user’s reason', () => {
    const reading = 'Ask for more time. The roofer is sick this week.';
    const own = 'Demande plus de temps. Le couvreur est malade cette semaine.';
    const letter = replyIn('more_time', 'fr', reading, [sherbrooke], { own });
    expect(letter).toMatch(
      /^\*\*Demande de délai supplémentaire\*\* au sujet des documents demandés \(« Rapport du couvreur demandé »\)\./,
    );
    expect(letter).toContain('Je vous écris au sujet des documents demandés (« Rapport du couvreur demandé »).');
    expect(letter).toContain('correctement. « Le couvreur est malade cette semaine »');
    expect(letter).toContain('Je vous demande une prolongation de [Nombre de jours], soit jusqu’au [Nouvelle date].');
    expect(letter).toContain('Bonjour Sam Lee,');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('counts the policy’s own time limit from the loss when no law gives a deadline', () => {
    const settlement = {
      page: 3,
      score: 1,
      text: 'Replacement cost. We will pay the holdback if you repair or replace within 180 days after the loss.',
    };
    const letter = replyIn('more_time', 'fr', 'I need 30 more days to finish the repairs.', [claim({ country: 'Canada', region: 'QC' })], {
      passages: [settlement],
    });
    expect(letter).toContain(
      'Je vous écris au sujet de la fin des réparations ou du remplacement, afin de réclamer la retenue. Ma police (page 3) accorde 180 jours après le sinistre pour réparer ou remplacer, soit jusqu’au 1er août 2026.',
    );
    expect(letter).toContain('Je vous demande une prolongation de 30 jours, soit jusqu’au 31 août 2026.');
  });
});
