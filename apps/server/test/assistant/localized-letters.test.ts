import { describe, expect, it } from 'vitest';
import { LETTER_TEMPLATES_BY_LANGUAGE } from '@benji/shared';
import { gatherFacts } from '../../src/assistant/facts/claim-facts';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import { pickTemplate } from '../../src/assistant/providers/offline/pick-template';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import type { AssistantRequest } from '../../src/assistant/engine';
import { claim, context, event } from './fixtures/context';

// The template store's letters written in French and Spanish from the same facts as in English.

const flooded = claim({
  events: [
    event('2026-02-04', 'message_sent', 'Mailed the repair quote', 'to_insurer'),
    event('2026-02-21', 'offer_received', 'They offered $9,875 for the drywall and flooring'),
  ],
});

/** A letter request already read as the letter job, in a language. */
function letterIn(language: ReplyLanguage, text: string, claims = [flooded]): string {
  const request: AssistantRequest = { message: text, history: [], context: context({ claims }) };
  return composeReply(request, {
    understanding: { kind: 'jobs', requests: [{ job: 'letter', text, confidence: 1 }] },
    pastedEmail: null,
    language,
  });
}

// Words only the English reply around a letter uses; none may be left in a French or Spanish one.
const ENGLISH_MARKERS = [
  /\bDear\b/,
  /\bSubject:/,
  /\bPlease\b/,
  /Fill before sending/,
  /\bSincerely\b/,
  /legal advice/,
  /\bfilled in\b/,
  /\bthe\b/i,
];

describe('a template store letter in French', () => {
  const reply = letterIn('fr', 'Je voudrais le modèle « Refus d’une première offre », merci.');

  it('is the named template in its French wording, filled with the offer and its date the French way', () => {
    expect(reply).toContain('**Refus d’une première offre** (modèles de lettres, Négociation)');
    expect(reply).toMatch(/offre de règlement de 9\s875\s\$, datée du 21 février 2026/);
    expect(reply).toContain('Réclamation MM-2026-0042');
    expect(reply).toContain('Date du sinistre : 2 février 2026');
  });

  it('lists what only the user can add under the French heading, and ends in French', () => {
    expect(reply).toContain('**À remplir avant l’envoi :** [Motifs du désaccord], [Liste des documents].');
    expect(reply).toContain('non un avis juridique');
    for (const marker of ENGLISH_MARKERS) expect(reply).not.toMatch(marker);
  });

  it('refuses a letter about a denial nobody made, in French', () => {
    const refusal = letterIn('fr', 'Je veux le modèle « Contestation d’un refus définitif ».');
    expect(refusal).toMatch(/^Je ne rédigerai pas cette lettre pour l’instant\. Le journal de votre réclamation n’indique aucun refus/);
    expect(refusal).not.toContain('Contestation');
    for (const marker of ENGLISH_MARKERS) expect(refusal).not.toMatch(marker);
  });
});

describe('a template store letter in Spanish', () => {
  const reply = letterIn('es', 'Necesito la plantilla «Rechazo de la oferta inicial» para mi reclamo.');

  it('is the named template in its Spanish wording, with the offer and its date the Spanish way', () => {
    expect(reply).toContain('**Rechazo de la oferta inicial** (plantillas de cartas, Negociación)');
    expect(reply).toContain('$9,875');
    expect(reply).toContain('21 de febrero de 2026');
    expect(reply).toContain('Asunto: Respuesta a la oferta de liquidación - Reclamo MM-2026-0042');
  });

  it('lists the blanks under the Spanish heading and leaves no English around the letter', () => {
    expect(reply).toContain('**Complete antes de enviar:** [Motivos del desacuerdo], [Lista de documentos].');
    expect(reply).toContain('no asesoría legal');
    for (const marker of ENGLISH_MARKERS) expect(reply).not.toMatch(marker);
  });

  it('refuses to confirm a payment the diary does not hold, in Spanish', () => {
    const refusal = letterIn('es', 'Prepare la «Confirmación de pago».');
    expect(refusal).toMatch(/^Todavía no voy a redactar esa carta\. El diario de su reclamo no registra ningún pago/);
  });

  it('keeps a date the records do not give as a placeholder, never the nearest date on record', () => {
    const summary = letterIn('es', 'Quiero la plantilla «Agradecimiento / confirmación».');
    expect(summary).toContain('el [Fecha de la conversación]');
    expect(summary).not.toMatch(/Gracias por conversar conmigo el \d/);
    expect(summary).toContain('**Complete antes de enviar:** [Fecha de la conversación]');
  });

  it('names the claim’s type in Spanish', () => {
    const first = letterIn('es', 'Use la plantilla «Presentación inicial del reclamo».', [claim()]);
    expect(first).toContain('Inundación del sótano / daños por agua');
    expect(first).not.toContain('Basement Flood');
  });
});

describe('picking the template from a request in French or Spanish', () => {
  const facts = gatherFacts(context(), '');
  for (const [language, templates] of [
    ['fr', 'fr-CA'],
    ['es', 'es-US'],
  ] as const)
    it(`finds each of the 20 templates by its ${templates} title`, () => {
      const wrong = LETTER_TEMPLATES_BY_LANGUAGE[templates]
        .map((template) => [template.id, pickTemplate(`Une lettre svp: ${template.title}`, facts, language).template.id])
        .filter(([asked, picked]) => asked !== picked);
      expect(wrong).toEqual([]);
    });

  it('reads the English gloss before the French words', () => {
    const glossed = 'Please write a thank you letter to my adjuster.\n\nÉcrivez une lettre à mon expert en sinistre.';
    expect(pickTemplate(glossed, facts, 'fr').template.id).toBe('thank-you-acknowledgement');
  });
});
