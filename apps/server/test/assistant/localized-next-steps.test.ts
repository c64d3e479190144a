import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../../src/assistant/engine';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, context, DETAILS, event } from './fixtures/context';

// "What now?" answered wholly in French or Spanish: the same parts as the English answer, from the
// same records, with what the records lack said to be missing.

/** The reply to a next-steps request as the chat hands it over: the English reading, then the user's words. */
function nextSteps(language: ReplyLanguage, reading: string, own: string, overrides: Partial<AssistantContext>): string {
  const text = `${reading}\n\n${own}`;
  return composeReply(
    { message: own, history: [], context: context(overrides) },
    { understanding: { kind: 'jobs', requests: [{ job: 'next_steps', text, confidence: 1 }] }, pastedEmail: null, language },
  );
}

/** The reply without what it quotes (the diary's own words) and without its links. */
const ownWords = (text: string) => text.replace(/«[^»]*»|“[^”]*”|https?:\/\/\S+/g, '');
const ENGLISH = /\b(?:the|your|you|and|with|claim|insurer|due|send|ask me|policy)\b/i;

// Laval: the proof of loss went in on December 20, the 60 days to pay or refuse ended January 31,
// and the user's last message (their contractor's estimate) has had no answer.
const laval = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Laval',
  dateOfIncident: '2025-12-01',
  typeOfClaim: 'Roof Damage / Storm',
  events: [
    event('2025-12-02', 'notice_given', 'Sinistre déclaré par téléphone', 'to_insurer', 'phone'),
    event('2025-12-20', 'proof_of_loss_sent', 'Preuve de sinistre envoyée', 'to_insurer'),
    event('2026-01-05', 'insurer_response', 'Inspection du toit faite par l’expert', 'from_insurer'),
    event('2026-01-10', 'message_sent', 'Soumission du couvreur envoyée', 'to_insurer'),
  ],
});

describe('next steps in French', () => {
  const reply = nextSteps('fr', 'what should I do now', 'je fais quoi maintenant avec mon dossier', { claims: [laval] });

  it('leads with the missed limit, then the supervisor and the AMF', () => {
    expect(reply).toMatch(
      /^L’assureur a dépassé un délai fixé par la loi \(payer ou refuser la réclamation, échéance le 31 janvier 2026\)\./,
    );
    expect(reply).toContain('portez plainte à l’organisme de réglementation, Autorité des marchés financiers (AMF)');
  });

  it('cites the Civil Code in French among the dates, when where the claim stands is asked', () => {
    const status = nextSteps('fr', 'what is the status of my claim', 'c’est quoi le statut de ma réclamation', { claims: [laval] });
    expect(status).toContain(
      'Assureur : Payer ou refuser la réclamation — **en retard** depuis le 31 janvier 2026 (Code civil du Québec, art. 2473)',
    );
    expect(status).toContain('Renseignements généraux, pas un avis juridique.');
    expect(ownWords(status)).not.toMatch(ENGLISH);
  });

  it('carries the claim and its diary, dates written the Québec way and the diary quoted', () => {
    expect(reply).toContain('**Dommages au toit / tempête — Maple Mutual** (statut : active, numéro de réclamation MM-2026-0042)');
    expect(reply).toContain('Sinistre du 1er décembre 2025 (Laval, QC, Canada)');
    expect(reply).toContain(
      'Dernière nouvelle de l’assureur : le 5 janvier 2026 — « Inspection du toit faite par l’expert » (il y a 64 jours).',
    );
    expect(reply).toContain('Votre dernier message à l’assureur : le 10 janvier 2026 — « Soumission du couvreur envoyée ».');
  });

  it('is French throughout, with no lead saying part of it is in English', () => {
    expect(reply).not.toContain('anglais');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('says what the records lack: no adjuster named, no claim at all', () => {
    const unnamed = nextSteps('fr', 'no news for 3 months, still waiting', 'pas de nouvelles depuis trois mois, j’attends encore', {
      claims: [laval],
      claimDetails: { ...DETAILS, adjusterName: '' },
    });
    expect(unnamed).toMatch(/^\*\*Après environ 3 mois d’attente\*\*/);
    expect(unnamed).toContain('Demandez par écrit à votre expert en sinistre où en est la réclamation');
    const none = nextSteps('fr', 'what now', 'et maintenant, je fais quoi', { claims: [], claimDetails: null });
    expect(none).toContain('Vous n’avez pas encore soumis de réclamation dans Benji');
    expect(none).toContain(
      'ajoutez les détails de votre réclamation (assureur, expert en sinistre, numéro de réclamation) et le PDF de votre police',
    );
  });

  it('gives a new auto claim its first weeks, asking for the police report it lacks', () => {
    const crash = claim({
      typeOfClaim: 'Collision (Accident)',
      dateOfIncident: '2026-03-01',
      country: 'Canada',
      region: 'QC',
      city: 'Québec',
    });
    const fresh = nextSteps('fr', 'what do I do next', 'je fais quoi ensuite', { claims: [crash] });
    expect(fresh).toContain('**Dans les premières semaines de votre réclamation**');
    expect(fresh).toContain('Obtenez le numéro du rapport de police, ajoutez-le dans Détails de la réclamation');
    expect(ownWords(fresh)).not.toMatch(ENGLISH);
  });
});

// Fresno: an offer below the contractor's estimate, and depreciation held back.
const fresno = claim({
  city: 'Fresno',
  dateOfIncident: '2026-01-05',
  events: [
    event('2026-01-06', 'notice_given', 'Reported the flood', 'to_insurer'),
    event('2026-02-20', 'offer_received', 'Offer of $8,000, with $1,500 recoverable depreciation held back', 'from_insurer'),
    event('2026-02-24', 'message_sent', 'Sent my contractor estimate of $12,500', 'to_insurer'),
  ],
});

describe('next steps in Spanish', () => {
  it('names the money still open, written as es-US writes it', () => {
    const reply = nextSteps('es', 'what do I do now', 'qué hago ahora con mi reclamo', { claims: [fresno] });
    expect(reply).toContain('Su oferta de $8,000 está $4,500 por debajo de su cifra de $12,500.');
    expect(reply).toContain('Todavía le deben $1,500 de depreciación recuperable (la retención)');
    expect(reply).toContain('**Inundación del sótano / daños por agua — Maple Mutual** (estado: activo, número de reclamo MM-2026-0042)');
    expect(reply).toContain('Pérdida del 5 de enero de 2026 (Fresno, CA, Estados Unidos)');
    expect(reply).not.toContain('inglés');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('answers a question about a denial with the steps, the regulator of the state, and no denial it does not have', () => {
    const reply = nextSteps('es', 'what happens if they deny my claim', 'qué pasa si me niegan el reclamo', { claims: [fresno] });
    expect(reply).toMatch(/^\*\*Si le niegan un reclamo\*\*/);
    expect(reply).toContain('presente una queja ante el regulador, California Department of Insurance');
    expect(reply).toContain('El diario de su reclamo no registra ninguna negación.');
    expect(reply).toContain('Último día para demandar a la aseguradora por el reclamo: **9 de marzo de 2027**.');
    expect(ownWords(reply)).not.toMatch(ENGLISH);
  });

  it('is left in English, said so, for a claim whose kind has no Spanish name yet', () => {
    const odd = claim({ typeOfClaim: 'Boat Sinking' });
    expect(nextSteps('es', 'what now', 'y ahora qué hago', { claims: [odd] })).toMatch(
      /^Esta parte de mi respuesta todavía está en inglés\./,
    );
  });
});
