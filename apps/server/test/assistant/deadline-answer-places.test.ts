import { describe, expect, it } from 'vitest';
import { FRENCH_DEADLINE_ANSWER } from '../../src/assistant/answers/deadlines/languages/french-deadline-words';
import { localizedDeadlineAnswer } from '../../src/assistant/answers/deadlines/languages/localized-deadline-answer';
import { SPANISH_DEADLINE_ANSWER } from '../../src/assistant/answers/deadlines/languages/spanish-deadline-words';
import type { ClaimContext } from '../../src/assistant/engine';
import { claim, TODAY } from './fixtures/context';

// A place whose own rules Benji does not hold is named in each sentence with the article French needs.

const answer = (words: typeof FRENCH_DEADLINE_ANSWER, forClaim: ClaimContext) =>
  localizedDeadlineAnswer({ question: 'When must the insurer pay?', claim: forClaim, today: TODAY }, words) ?? '';

describe('a deadline answer naming the place', () => {
  it('names Ohio in French as "l’Ohio" and "en Ohio"', () => {
    const reply = answer(FRENCH_DEADLINE_ANSWER, claim({ region: 'OH', city: 'Columbus' }));
    expect(reply).toContain('— Ohio**');
    expect(reply).toContain('**Les règles de l’Ohio sur le traitement des réclamations ne sont pas encore dans Benji**');
    expect(reply).toContain('Pour les règles qui s’appliquent en Ohio, ou si l’assureur tarde à répondre');
    expect(reply).not.toContain('cet endroit');
  });

  it('names a province in French, and the kind of claim its rules leave out', () => {
    const reply = answer(
      FRENCH_DEADLINE_ANSWER,
      claim({ country: 'Canada', region: 'BC', city: 'Victoria', typeOfClaim: 'Collision (Accident)' }),
    );
    expect(reply).toContain('— Colombie-Britannique**');
    expect(reply).toContain(
      '**Les règles de la Colombie-Britannique sur le traitement des réclamations auto ne sont pas encore dans Benji**',
    );
    expect(reply).not.toContain('British Columbia');
  });

  it('names a state in US Spanish', () => {
    const reply = answer(SPANISH_DEADLINE_ANSWER, claim({ region: 'NM', city: 'Santa Fe' }));
    expect(reply).toContain('— Nuevo México**');
    expect(reply).toContain('**Las reglas propias de Nuevo México sobre el manejo de reclamos');
    expect(reply).toContain('Para las reglas que se aplican en Nuevo México,');
    // The regulator keeps its own name.
    expect(reply.replace('New Mexico Office of Superintendent of Insurance', '')).not.toContain('New Mexico');
  });

  it('says "this place" in French for a code Benji does not list', () => {
    const reply = answer(FRENCH_DEADLINE_ANSWER, claim({ region: 'ZZ', city: 'Nulle part' }));
    expect(reply).toContain('Pour les règles qui s’appliquent à cet endroit (ZZ),');
  });
});
