import { describe, expect, it } from 'vitest';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, context, event } from './fixtures/context';

// The request for a supervisor's review in French and Spanish: what the diary shows has gone
// wrong, the insurer's time limits, then the regulator of the claim's province or state.

function escalation(language: ReplyLanguage, claims: ReturnType<typeof claim>[]): string {
  const text = 'Take this to a supervisor.';
  return composeReply(
    { message: text, history: [], context: context({ claims }) },
    { understanding: { kind: 'jobs', requests: [{ job: 'escalate', text, confidence: 1 }] }, pastedEmail: null, language },
  );
}

const ownWords = (text: string) => text.replace(/«[^»]*»/g, '');
const ENGLISH_MARKERS = [/\bDear\b/, /\bSubject:/, /\bPlease\b/, /Fill before sending/, /\bthe\b/i, /\bPhone:/];

// Rimouski: the proof of loss went in on December 1 and the 60 days ran out in January.
const rimouski = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Rimouski',
  dateOfIncident: '2025-11-20',
  events: [
    event('2025-11-21', 'notice_given', 'Sinistre déclaré', 'to_insurer', 'phone'),
    event('2025-12-01', 'proof_of_loss_sent', 'Preuve de sinistre envoyée', 'to_insurer'),
  ],
});

describe('the escalation in French', () => {
  const letter = escalation('fr', [rimouski]);

  it('states the missed limit and the unanswered message as the concern, from the diary', () => {
    expect(letter).toMatch(/^\*\*Recours auprès d’un superviseur\*\*, fondée sur ce que montre votre journal\. Si le superviseur/);
    expect(letter).toContain(
      'Le délai pour payer ou refuser une réclamation a pris fin le 20 janvier 2026 (l’article 2473 du Code civil du Québec).',
    );
    expect(letter).toContain('Mon message du 1er décembre 2025 (« Preuve de sinistre envoyée ») est resté sans réponse.');
  });

  it('names the AMF after the supervisor, with its own advice in French, and what to send', () => {
    expect(letter.split('\n')[0]).toContain(
      'adressez-vous ensuite à l’organisme de réglementation, Autorité des marchés financiers (AMF) : ses coordonnées suivent la lettre.',
    );
    expect(letter.indexOf('superviseur')).toBeLessThan(letter.indexOf('Autorité des marchés financiers'));
    expect(letter).toContain('**Autorité des marchés financiers (AMF)** — https://lautorite.qc.ca\nTéléphone : 1-877-525-0337');
    expect(letter).toContain('Une plainte à l’AMF n’interrompt pas le délai pour vous adresser au tribunal.');
    expect(letter).toContain('• votre numéro de police et votre numéro de réclamation');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });
});

describe('the escalation in Spanish', () => {
  const fresno = claim({ region: 'CA', city: 'Fresno', events: [event('2026-02-03', 'notice_given', 'Reporté el daño', 'to_insurer')] });
  const letter = escalation('es', [fresno]);

  it('cites the missed California limit and sends the user to the state’s regulator', () => {
    expect(letter).toContain('El plazo para acusar recibo de un reclamo');
    expect(letter).toContain('(el California Code of Regulations, título 10, §2695.5(e))');
    expect(letter).toContain('**California Department of Insurance** — https://www.insurance.ca.gov\nQuejas: ');
    expect(letter).toContain('**Qué enviar:**');
    for (const marker of ENGLISH_MARKERS) expect(ownWords(letter)).not.toMatch(marker);
  });

  it('is left in English, said so, for a regulator whose advice is not yet written in Spanish', () => {
    const winnipeg = claim({ country: 'Canada', region: 'MB', city: 'Winnipeg' });
    expect(escalation('es', [winnipeg])).toMatch(/^Esta parte de mi respuesta todavía está en inglés\./);
  });
});
