import { describe, expect, it } from 'vitest';
import { replyLanguageFor } from '../../src/assistant/understanding/language';
import { clarify, offTopic } from '../../src/assistant/providers/offline/jobs/conversation';

const none = { earlier: [], account: null, tapped: false } as const;

describe('the language a reply is written in', () => {
  it('is the message’s own when the message tells', () => {
    expect(replyLanguageFor('Mon sous-sol a été inondé la semaine dernière, que dois-je faire maintenant?', none)).toBe('fr');
    expect(replyLanguageFor('Se me inundó el sótano y no sé qué hacer con el reclamo', none)).toBe('es');
    // Written in English, answered in English, whatever the account's setting.
    expect(replyLanguageFor('Which date must the insurer decide by on my roof claim?', { ...none, account: 'fr-CA' })).toBe('en');
  });

  it('is the language the user last wrote in when the message is too short to tell', () => {
    const earlier = ['Pouvez-vous m’aider avec ma réclamation pour le dégât d’eau?'];
    expect(replyLanguageFor('2', { ...none, earlier })).toBe('fr');
    expect(replyLanguageFor('ok', { ...none, earlier: [...earlier, 'Thanks, and is the fence along the lane covered too?'] })).toBe('en');
  });

  it('is the account’s for a tapped next step, whose words are the chip’s', () => {
    expect(replyLanguageFor('Chase the adjuster for news', { ...none, account: 'es-US', tapped: true })).toBe('es');
    expect(replyLanguageFor('2', { ...none, account: 'fr-CA' })).toBe('fr');
    expect(replyLanguageFor('2', none)).toBe('en');
  });

  it('is read from the user’s own words around a pasted e-mail; the e-mail’s own language comes last', () => {
    const email = 'Nous avons besoin de la facture du plombier et des photos du sous-sol avant de poursuivre notre analyse.';
    expect(replyLanguageFor('', { ...none, pasted: email })).toBe('fr');
    expect(replyLanguageFor('', { ...none, account: 'en-US', pasted: email })).toBe('en');
    expect(replyLanguageFor('', { ...none, earlier: ['Necesito ayuda con el reclamo de mi techo, por favor'], pasted: email })).toBe('es');
  });
});

describe('replies about the conversation, in the user’s language', () => {
  it('declines in French and in Spanish, saying what Benji does', () => {
    expect(offTopic('fr')).toMatch(/^Je ne peux pas vous aider avec cela : .*\n\n• rédiger/s);
    expect(offTopic('es')).toMatch(/^No puedo ayudarle con eso: .*\n\n• redactar/s);
  });

  it('offers the choices in the user’s language', () => {
    const reply = clarify(['dispute_offer', 'deadline_question'], null, 'es');
    expect(reply).toBe(
      '¿Cuál de estas opciones necesita?\n\n1. una carta disputando la oferta de liquidación\n2. los plazos que se aplican y sus fechas\n\nResponda con el número, o dígamelo con sus propias palabras.',
    );
  });
});
