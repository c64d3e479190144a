import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../../src/assistant/engine';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, context, DETAILS, event } from './fixtures/context';

// Getting ready for an examination under oath, in French or Spanish: the same ground rules and the
// same checklist for the kind of claim as in English, the insurer's notice quoted from the diary.

function euo(language: ReplyLanguage, reading: string, own: string, overrides: Partial<AssistantContext>): string {
  const text = `${reading}\n\n${own}`;
  return composeReply(
    { message: own, history: [], context: context(overrides) },
    { understanding: { kind: 'jobs', requests: [{ job: 'euo', text, confidence: 1 }] }, pastedEmail: null, language },
  );
}

const ownWords = (text: string) => text.replace(/«[^»]*»|“[^”]*”/g, '');
const ENGLISH = /\b(?:the|your|you|and|claim|bring|examination|oath|insurer|policy)\b/i;

// A stolen car in Albany; the insurer has called the user to an examination, then refused the claim.
const albany = claim({
  typeOfClaim: 'Car Theft',
  region: 'NY',
  city: 'Albany',
  dateOfIncident: '2026-01-12',
  events: [
    event('2026-01-13', 'notice_given', 'Reported the theft', 'to_insurer'),
    event('2026-02-20', 'insurer_response', 'Examination under oath set for March 24 at the law firm downtown', 'from_insurer'),
    event('2026-03-02', 'denial_received', 'Claim denied pending the examination', 'from_insurer'),
  ],
});

describe('the examination under oath in French', () => {
  const reply = euo('fr', 'getting ready for my EUO next week', 'je passe mon interrogatoire sous serment la semaine prochaine', {
    claims: [albany],
  });

  it('heads the checklist with the claim and quotes the insurer’s notice from the diary', () => {
    expect(reply).toMatch(
      /^\*\*Vous préparer à votre interrogatoire sous serment\*\* pour votre réclamation \(Vol de véhicule\) auprès de Maple Mutual \(sinistre du 12 janvier 2026, réclamation MM-2026-0042\)\./,
    );
    expect(reply).toContain(
      '**L’avis de l’assureur** (20 février 2026) : « Examination under oath set for March 24 at the law firm downtown »',
    );
    expect(reply).toContain('**Après un refus.** Votre journal indique un refus le 2 mars 2026.');
  });

  it('lists what to bring and what is asked for a car theft, in French throughout', () => {
    expect(reply).toContain('**À apporter pour une réclamation de ce type (Vol de véhicule)**');
    expect(reply).toContain('• Combien de clés existent et qui avait chacune');
    expect(reply).not.toContain('anglais');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });
});

describe('the examination under oath in Spanish', () => {
  it('gives the checklist for the kind of claim the message names', () => {
    const reply = euo('es', 'EUO coming up, basement flood claim', 'me toca el examen bajo juramento por la inundación del sótano', {
      claims: [claim()],
    });
    expect(reply).toContain('**Qué llevar para un reclamo de este tipo (Inundación del sótano / daños por agua)**');
    expect(reply).toContain('• Si la casa estaba ocupada en ese momento');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('asks for the kind of loss when there is no claim to read it from', () => {
    const reply = euo('es', 'EUO notice came, nothing filed here yet', 'me citaron a un examen bajo juramento', {
      claims: [],
      claimDetails: DETAILS,
    });
    expect(reply).toMatch(/^\*\*Cómo prepararse para su examen bajo juramento \(EUO\)\*\* para su reclamo\./);
    expect(reply).toContain('**Dígame el tipo de pérdida**');
    expect(reply).not.toContain('**Después de una negación.**');
  });
});
