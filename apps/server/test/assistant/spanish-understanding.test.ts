import { describe, expect, it } from 'vitest';
import { context } from './fixtures/context';
import { loadClassifiers } from '../../src/assistant/understanding/saved-models';
import { asTheClassifierReadsIt, forTheClassifier } from '../../src/assistant/understanding/glossed-reading';
import { replyLanguageFor } from '../../src/assistant/understanding/language';
import { glossSpanish, spanishGloss } from '../../src/assistant/understanding/spanish-gloss';
import { frenchGloss } from '../../src/assistant/understanding/french-gloss';
import { understand } from '../../src/assistant/understanding/understand';

const TODAY = '2026-11-20';

describe('the Spanish gloss', () => {
  it('reads the claim’s words with or without accents, and a date in words', () => {
    expect(glossSpanish('El 3 de agosto la aseguradora negó mi reclamación del sótano', TODAY)).toBe(
      'on August 3, 2026 the insurer denied my claim of the basement',
    );
    expect(glossSpanish('cual es el deducible de la poliza', TODAY)).toBe(glossSpanish('cuál es el deducible de la póliza', TODAY));
  });

  it('spells out chat shorthand and reads a verb under its pronouns', () => {
    expect(glossSpanish('xq no quieren pagarme la tasacion?', TODAY)).toBe('why not quieren pay the appraisal?');
    expect(glossSpanish('q significa depreciación', TODAY)).toBe('what does it mean depreciation');
  });

  it('reads "now" as a word, not as today’s date', () => {
    expect(frenchGloss('et maintenant je fais quoi avec la réclamation?', TODAY).text).not.toMatch(/2026/);
    expect(glossSpanish('y ahora que hago con el reclamo?', TODAY)).not.toMatch(/2026/);
  });

  it('leaves a numeric date as written, for the English readers after it (month first in the US)', () => {
    expect(glossSpanish('mandé las fotos el 10/5', TODAY)).toBe('I sent the photos the 10/5');
  });

  it('says how much of a message it read', () => {
    expect(spanishGloss('la oferta del ajustador es muy baja', TODAY).known).toBe(1);
    expect(spanishGloss('mi cuñado arregla bicicletas viejas los sábados por la mañana', TODAY).known).toBeLessThan(0.5);
    expect(frenchGloss("l'expert en sinistre a refusé ma réclamation", TODAY).known).toBe(1);
  });
});

describe('what the classifier reads of another language', () => {
  it('shows the gloss and the user’s own words together; a message too short to tell goes as written', () => {
    expect(forTheClassifier('the offer', 'la oferta', 'both')).toBe('the offer\nla oferta');
    expect(forTheClassifier('the offer', 'la oferta', 'gloss')).toBe('the offer');
    expect(asTheClassifierReadsIt('hola Benji')).toBe('hola Benji');
    expect(asTheClassifierReadsIt('la aseguradora no me ha pagado nada', 'gloss')).toBe('the insurer not me has paid nothing');
  });
});

describe('a Spanish message, understood', () => {
  it('answers a clear Spanish question through its gloss, in Spanish, with the user’s words kept', async () => {
    const classifiers = await loadClassifiers();
    const message = '¿Cuántos días tiene mi aseguradora para pagarme después de aprobar el reclamo?';
    const read = await understand(classifiers, message, [], context({ today: TODAY }));
    expect(read.language).toBe('es');
    expect(read.glossedFrom?.language).toBe('spa');
    expect(read.understanding.kind).toBe('jobs');
    const [request] = read.understanding.kind === 'jobs' ? read.understanding.requests : [];
    expect(request?.job).toBe('deadline_question');
    expect(request?.text).toContain(message);
    expect(request?.text).toContain(read.glossedFrom?.gloss);
  });

  it('turns away a Spanish request for a song, and declines as unread what the glossary barely knows', async () => {
    const classifiers = await loadClassifiers();
    const song = await understand(
      classifiers,
      'Componme una canción bonita para el cumpleaños de mi abuela',
      [],
      context({ today: TODAY }),
    );
    expect(song.understanding.kind).toBe('off_topic');
    const unread = await understand(
      classifiers,
      'mi cuñado arregla bicicletas viejas los sábados por la mañana',
      [],
      context({ today: TODAY }),
    );
    expect(unread.understanding).toEqual({ kind: 'other_language', language: 'spa' });
  });

  it('does the job chosen by "la segunda" on the gloss of the Spanish question first asked', async () => {
    const classifiers = await loadClassifiers();
    const asked = 'Tengo una duda sobre la oferta que me mandaron ayer';
    const history = [
      { role: 'user' as const, content: asked },
      { role: 'assistant' as const, content: '¿Cuál de estas opciones necesita?', choices: ['dispute_offer', 'explain_term'] as const },
    ];
    const read = await understand(classifiers, 'la segunda', [...history]);
    expect(read.understanding.kind === 'jobs' && read.understanding.requests[0]?.job).toBe('explain_term');
    const text = read.understanding.kind === 'jobs' ? read.understanding.requests[0]!.text : '';
    expect(text).toBe(`${read.glossedFrom?.gloss}\n\n${asked}`);
    expect(read.glossedFrom?.gloss).toContain('offer');
    expect(read.language).toBe('es');
    const french = await understand(classifiers, 'le premier', [
      { role: 'user', content: "J'ai une question sur l'offre de mon assureur" },
      { role: 'assistant', content: 'Lequel?', choices: ['dispute_offer', 'explain_term'] },
    ]);
    expect(french.understanding.kind === 'jobs' && french.understanding.requests[0]?.job).toBe('dispute_offer');
    expect(french.glossedFrom?.language).toBe('fra');
  });

  it('replies in the language of the message, not the account’s, once the message tells', () => {
    const clues = { earlier: [], account: 'fr-CA' as const, tapped: false };
    expect(replyLanguageFor('Necesito saber cuándo vence el plazo de mi reclamo', clues)).toBe('es');
    expect(replyLanguageFor('la segunda', { ...clues, earlier: ['Quiero disputar la oferta de la aseguradora'] })).toBe('es');
  });
});
