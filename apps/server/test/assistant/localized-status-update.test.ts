import { describe, expect, it } from 'vitest';
import { openItems, type DiaryEntry } from '@benji/shared';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import type { Job } from '../../src/assistant/understanding/jobs';
import { claim, context, event } from './fixtures/context';

// The update request written in French and Spanish from the diary: the claim number, the dates the
// diary gives, and the insurer's time limit cited in the language.

function reply(job: Job, language: ReplyLanguage, text: string, claims: ReturnType<typeof claim>[]): string {
  return composeReply(
    { message: text, history: [], context: context({ claims }) },
    { understanding: { kind: 'jobs', requests: [{ job, text, confidence: 1 }] }, pastedEmail: null, language },
  );
}

const withOpenItems = (fields: Parameters<typeof claim>[0] & { events: DiaryEntry[] }) =>
  claim({ ...fields, openItems: openItems(fields.events) });

// A hailstorm in Gatineau: the proof of loss went in on January 15 and nothing has come back since.
const gatineau = withOpenItems({
  country: 'Canada',
  region: 'QC',
  city: 'Gatineau',
  typeOfClaim: 'Roof Damage / Storm',
  dateOfIncident: '2026-01-04',
  events: [
    event('2026-01-05', 'notice_given', 'Called the claims line', 'to_insurer', 'phone'),
    event('2026-01-08', 'acknowledgement_received', 'Accusé de réception par courriel'),
    event('2026-01-15', 'proof_of_loss_sent', 'Preuve de sinistre envoyée', 'to_insurer'),
  ],
});

// A Houston kitchen fire reported February 9, and not a word from the insurer since.
const houston = withOpenItems({
  region: 'TX',
  city: 'Houston',
  typeOfClaim: 'House Fire',
  dateOfIncident: '2026-02-08',
  events: [event('2026-02-09', 'notice_given', 'Reported the fire online', 'to_insurer', 'portal')],
});

/** The letter's own words: the user's records it quotes as written (« … ») are theirs. */
const ownWords = (text: string) => text.replace(/«[^»]*»/g, '');

const ENGLISH_MARKERS = [/\bDear\b/, /\bSubject:/, /\bPlease\b/, /Fill before sending/, /\bSincerely\b/, /\bthe\b/i, /calendar days/];

describe('the update request in French', () => {
  const letter = reply('status_update', 'fr', 'Ask the adjuster for news about my file.', [gatineau]);

  it('asks the adjuster by name for news on the claim, with the diary’s dates in French', () => {
    expect(letter).toMatch(/^\*\*Rappel : réponse attendue\*\* : votre message du 15 janvier 2026 est resté sans réponse\./);
    expect(letter).toContain('Réclamation MM-2026-0042');
    expect(letter).toContain('Bonjour Sam Lee,');
    expect(letter).toContain('Je vous ai écrit le 15 janvier 2026');
    expect(letter).toContain('il y a 61 jours (le 8 janvier 2026 : « Accusé de réception par courriel »)');
  });

  it('cites Québec’s time limit to pay or refuse as the writer’s understanding, missed', () => {
    expect(letter).toContain(
      'Si je comprends bien l’article 2473 du Code civil du Québec, un assureur dispose de 60 jours civils suivant la réception',
    );
    expect(letter).toContain('Pour ma réclamation, ce délai a pris fin le 6 mars 2026, et je n’ai aucune trace que cela ait été fait.');
  });

  it('leaves the answer-by date to the user when no limit is still ahead, never the missed one', () => {
    expect(letter).toContain('Je vous prie de me répondre au plus tard le [Date limite de réponse].');
    expect(letter).toContain('**À remplir avant l’envoi :** [Date limite de réponse].');
  });

  it('lists what the insurer still owes and closes in French, with no English left', () => {
    expect(letter).toContain(
      'l’assureur vous doit encore : une décision d’accepter ou de refuser la réclamation (depuis le 5 janvier 2026).',
    );
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('names what the user says they sent, in French', () => {
    const told = reply('status_update', 'fr', 'Write to the adjuster. I mailed the photos and the roofer’s quote on March 2.', [gatineau]);
    expect(told).toContain(
      'Je vous ai écrit le 2 mars 2026 au sujet de ce qui suit :\nJe vous ai envoyé les photos des dommages et l’estimation des travaux.',
    );
    expect(told).not.toMatch(/\bSent\b/);
  });
});

describe('the update request in Spanish', () => {
  const letter = reply('status_update', 'es', 'Ask for an update on the claim.', [houston]);

  it('is a second request with the Texas time limit to acknowledge cited in Spanish', () => {
    expect(letter).toMatch(/^\*\*Recordatorio: respuesta pendiente\*\*: su mensaje del 9 de febrero de 2026 sigue sin respuesta\./);
    expect(letter).toContain('El diario de su reclamo todavía no registra ninguna respuesta de la aseguradora.');
    expect(letter).toContain('Asunto: Segunda solicitud: respuesta pendiente - Reclamo MM-2026-0042');
    expect(letter).toContain('Le escribí el 9 de febrero de 2026 sobre lo siguiente:\n«Reported the fire online»');
    expect(letter).toMatch(/Según el Texas Insurance Code, §542\.055, una aseguradora debe acusar recibo de un reclamo/);
    expect(letter).toContain('**Complete antes de enviar:** [Fecha límite de respuesta].');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('what is not yet written in the language is answered in English, said so', () => {
  it('a limit of a state whose rules are not yet in Spanish', () => {
    const georgia = withOpenItems({
      region: 'GA',
      city: 'Atlanta',
      events: [event('2026-02-20', 'notice_given', 'Reported', 'to_insurer')],
    });
    const letter = reply('status_update', 'es', 'Ask for an update.', [georgia]);
    expect(letter).toMatch(/^Esta parte de mi respuesta todavía está en inglés\./);
    expect(letter).toContain('Dear Sam Lee,');
  });

  it('something the user wants in their own words', () => {
    const letter = reply('status_update', 'fr', 'Write to the adjuster; I want the engineer report and the final figures.', [gatineau]);
    expect(letter).toMatch(/^Cette partie de ma réponse est encore en anglais\./);
  });
});
