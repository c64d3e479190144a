import { describe, expect, it } from 'vitest';
import { FRENCH_DEADLINE_ANSWER } from '../../src/assistant/answers/deadlines/languages/french-deadline-words';
import { localizedDeadlineAnswer } from '../../src/assistant/answers/deadlines/languages/localized-deadline-answer';
import { SPANISH_DEADLINE_ANSWER } from '../../src/assistant/answers/deadlines/languages/spanish-deadline-words';
import type { ClaimContext } from '../../src/assistant/engine';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import { asksWhetherMissed, topicsInQuestion } from '../../src/assistant/answers/deadlines/topics';
import { rankPassages } from '../../src/assistant/retrieval/passage-search';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, context, event, policyPassages, TODAY } from './fixtures/context';

const french = (question: string, forClaim: ClaimContext | null) =>
  localizedDeadlineAnswer({ question, claim: forClaim, today: TODAY }, FRENCH_DEADLINE_ANSWER);
const spanish = (question: string, forClaim: ClaimContext | null) =>
  localizedDeadlineAnswer({ question, claim: forClaim, today: TODAY }, SPANISH_DEADLINE_ANSWER);

// Words an English sentence can hardly do without; none may be left in a translated answer.
const ENGLISH = /\b(the|insurer|must|within|after|your|claim diary|overdue|days|due|not legal advice)\b/i;

// A Montréal claim declared on December 22: the insurer's 60 days to pay or refuse ran out on February 20.
const quebec = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Montréal',
  dateOfIncident: '2025-12-20',
  events: [
    event('2025-12-22', 'notice_given', 'Called in the claim', 'to_insurer'),
    event('2026-01-02', 'proof_of_loss_sent', 'Proof of loss mailed', 'to_insurer'),
  ],
});

describe('the deadline answer in French', () => {
  const reply = french('Proof of loss went in; by which date must the payment arrive?', quebec) ?? '';

  it('cites the Civil Code of Québec by its French name', () => {
    expect(reply).toContain('Code civil du Québec, art. 2473');
  });

  it('gives the due date as fr-CA writes it, and marks it overdue in French', () => {
    expect(reply).toContain('**20 février 2026**');
    expect(reply).toContain('**en retard** de 18 jours');
    expect(reply).toContain('(au 10 mars 2026)');
  });

  it('offers the reminder letter and ends with the disclaimer, in French', () => {
    expect(reply).toContain('L’assureur a dépassé son délai pour payer l’indemnité ou refuser la réclamation');
    expect(reply.trim().endsWith('Renseignements généraux, pas un avis juridique.')).toBe(true);
  });

  it('has no English sentence left in it', () => {
    expect(reply).not.toMatch(ENGLISH);
  });
});

// A Chicago car claim reported on January 5; the insurer has not acknowledged it.
const illinois = claim({
  region: 'IL',
  city: 'Chicago',
  typeOfClaim: 'Auto Collision',
  dateOfIncident: '2026-01-03',
  events: [event('2026-01-05', 'notice_given', 'Reported online', 'to_insurer')],
});

describe('the deadline answer in Spanish', () => {
  const reply = spanish('¿Cuáles son mis plazos?', illinois) ?? '';

  it('writes dates as es-US does and marks an overdue duty in Spanish', () => {
    expect(reply).toContain('(al 10 de marzo de 2026)');
    expect(reply).toContain('5 de enero de 2026');
    expect(reply).toMatch(/\*\*atrasado\*\* por \d+ días/);
  });

  it('keeps the Illinois regulation under its own name, and lists the insurer’s duties in Spanish', () => {
    expect(reply).toContain('50 Ill. Adm. Code');
    expect(reply).toContain('**La aseguradora debe acusar recibo del reclamo**');
  });

  it('has no English sentence left in it', () => {
    expect(reply).not.toMatch(ENGLISH);
  });
});

describe('what cannot be answered yet', () => {
  it('asks for the claim in the user’s language', () => {
    expect(french('Preuve de sinistre : ma date butoir?', null)).toMatch(/^Pour vous dire quand une chose est due/);
    expect(spanish('Prueba de pérdida: ¿mi fecha tope?', null)).toMatch(/^Para decirle cuándo vence algo/);
  });

  it('gives a Florida rule not started yet as the rule itself, with the diary entry that would start it', () => {
    const reply = spanish('proof of loss', claim({ region: 'FL', city: 'Tampa' })) ?? '';
    expect(reply).toContain('Nada en el diario de su reclamo ha iniciado todavía estos plazos');
    expect(reply).toContain('"Prueba de pérdida enviada"');
    expect(reply).not.toMatch(ENGLISH);
  });
});

describe('the offline engine', () => {
  const reply = (language: ReplyLanguage, message: string) =>
    composeReply(
      { message, history: [], context: context({ claims: [quebec] }) },
      {
        understanding: { kind: 'jobs', requests: [{ job: 'deadline_question', text: message, confidence: 1 }] },
        pastedEmail: null,
        language,
      },
    );

  it('answers a deadline question in French or Spanish whole, with no lead saying it is in English', () => {
    const inFrench = reply('fr', 'When must they pay?');
    expect(inFrench).toMatch(/^\*\*Le paiement de votre réclamation — Québec\*\*/);
    expect(inFrench).not.toContain('anglais');
    const inSpanish = reply('es', 'When must they pay?');
    expect(inSpanish).toMatch(/^\*\*El pago de su reclamo — Quebec\*\*/);
    expect(inSpanish).toContain('Code civil du Québec, art. 2473');
  });
});

describe('the policy’s own time limits', () => {
  // Ohio's own rules are not in Benji: the sample policy's limits are what the answer has.
  const ohio = claim({ region: 'OH', city: 'Columbus' });
  const withPolicy = async (question: string, words: typeof FRENCH_DEADLINE_ANSWER) =>
    localizedDeadlineAnswer({ question, claim: ohio, today: TODAY, passages: rankPassages(await policyPassages(), question, 5) }, words) ??
    '';
  const outsideQuotes = (reply: string) => reply.replace(/«[^»]*»|"[^"]*"/g, '');

  it('are quoted as the policy writes them, in a French sentence', async () => {
    const reply = await withPolicy('Proof of loss paperwork: what is its last day?', FRENCH_DEADLINE_ANSWER);
    expect(reply).toContain('**Ce que dit votre police**');
    expect(reply).toMatch(/\*\*Preuve de sinistre\*\* \(page \d+\) : « Within 60 days after our request/);
    expect(outsideQuotes(reply)).not.toMatch(ENGLISH);
  });

  it('are quoted as the policy writes them, in a Spanish sentence', async () => {
    const reply = await withPolicy('Proof of loss paperwork: what is its last day?', SPANISH_DEADLINE_ANSWER);
    expect(reply).toContain('**Lo que dice su póliza**');
    expect(reply).toMatch(/\*\*Prueba de pérdida\*\* \(página \d+\): "Within 60 days after our request/);
    expect(outsideQuotes(reply)).not.toMatch(ENGLISH);
  });
});

describe('a deadline question asked in Spanish', () => {
  it.each([
    ['La prueba de pérdida, ¿qué día vence como máximo?', ['proof_of_loss']],
    ['Mi aseguradora, ¿hasta qué fecha puede tardar en pagarme?', ['pay']],
    ['Si quisiera demandar, ¿cuál sería mi fecha tope?', ['suit']],
    ['¿Cuáles son mis plazos?', []],
  ])('"%s" is about %j', (question, topics) => {
    expect(topicsInQuestion(question)).toEqual(topics);
  });

  it('asks whether the insurer missed a deadline', () => {
    expect(asksWhetherMissed('Creo que la compañía va atrasada conmigo')).toBe(true);
    expect(asksWhetherMissed('¿Cuáles son mis plazos?')).toBe(false);
  });

  it('leaves English questions as they were read', () => {
    expect(topicsInQuestion('Negotiate, contest, keep responding: none of these is Spanish')).toEqual([]);
  });
});

describe('a clock met late, and one an insurer extended', () => {
  // An Austin claim: acknowledged five days late, then the insurer wrote that it needed more time.
  const texas = claim({
    region: 'TX',
    city: 'Austin',
    dateOfIncident: '2026-01-02',
    events: [
      event('2026-01-05', 'notice_given', 'Claim e-mailed', 'to_insurer'),
      event('2026-01-25', 'acknowledgement_received', 'Acknowledged'),
      event('2026-01-26', 'documents_requested', 'Asked for photos'),
      event('2026-01-28', 'documents_sent', 'Photos sent', 'to_insurer'),
      event('2026-02-10', 'extension_notice', 'Needs more time'),
    ],
  });
  const question = 'Acknowledge or decide: were they late on either one?';

  it('says so in French', () => {
    const reply = french(question, texas) ?? '';
    expect(reply).toContain('**Pas en ce moment, mais il a déjà été en retard :**');
    expect(reply).toContain('délai respecté le 25 janvier 2026, avec 5 jours de retard');
    expect(reply).toContain('une prolongation qui remplace un délai de 15 jours ouvrables');
  });

  it('says so in Spanish', () => {
    const reply = spanish(question, texas) ?? '';
    expect(reply).toContain('**Ahora no, pero ya se atrasó antes:**');
    expect(reply).toContain('cumplido el 25 de enero de 2026, con 5 días de retraso');
    expect(reply).toContain('una prórroga que reemplaza un plazo de 15 días hábiles');
  });
});
