import { describe, expect, it } from 'vitest';
import type { AssistantContext } from '../../src/assistant/engine';
import { composeReply } from '../../src/assistant/providers/offline/offline-engine';
import type { ReplyLanguage } from '../../src/assistant/understanding/language';
import { claim, DETAILS, event, request } from './fixtures/context';

// The sworn statement in proof of loss, laid out in French or Spanish from the same records as
// the English form: what the records hold filled in, what they lack left as a blank named in the
// language, the policy's own words quoted as written.

async function proofOfLoss(language: ReplyLanguage, reading: string, own: string, overrides: Partial<AssistantContext>): Promise<string> {
  const text = `${reading}\n\n${own}`;
  return composeReply(await request(text, overrides), {
    understanding: { kind: 'jobs', requests: [{ job: 'proof_of_loss', text, confidence: 1 }] },
    pastedEmail: null,
    language,
  });
}

/** The reply without what it quotes (the user's records, the policy) and without its blanks. */
const ownWords = (text: string) => text.replace(/«[^»]*»|“[^”]*”|\[[^\]]*\]/g, '');
const ENGLISH = /\b(?:the|your|you|and|claim|loss|amount|insurer|send|attached|sworn)\b/i;

// Laval: a tree through the roof; the roofer's estimate is in the diary, the deductible is not.
const laval = claim({
  country: 'Canada',
  region: 'QC',
  city: 'Laval',
  dateOfIncident: '2026-02-20',
  typeOfClaim: 'Roof Damage / Storm',
  description: 'A tree fell on the roof during the storm.',
  events: [
    event('2026-02-21', 'notice_given', 'Sinistre déclaré par téléphone', 'to_insurer', 'phone'),
    event('2026-02-28', 'message_sent', 'Sent the roofer estimate of $14,200', 'to_insurer'),
  ],
});

describe('the proof of loss in French', () => {
  it('fills the form from the claim, the Québec way, and leaves the unknown deductible blank', async () => {
    const reply = await proofOfLoss('fr', 'prepare my proof of loss', 'pouvez-vous remplir ma preuve de sinistre', { claims: [laval] });
    expect(reply).toContain('**DÉCLARATION SOUS SERMENT — PREUVE DE SINISTRE**');
    expect(reply).toContain('Numéro de réclamation : MM-2026-0042');
    expect(reply).toContain('Date du sinistre : 20 février 2026');
    expect(reply).toContain('Type de sinistre : Dommages au toit / tempête');
    expect(reply).toContain('Ce qui s’est passé : « A tree fell on the roof during the storm »');
    expect(reply).toMatch(/1\. Réparations de l’habitation ou du bâtiment : 14\s200\s\$ \(votre estimation\)/);
    expect(reply).toContain('Moins la franchise : [Franchise]');
    expect(reply).toContain('**Montant net réclamé : [Total]**');
    expect(reply).toContain('**À remplir avant l’envoi :** [Montant des biens]');
  });

  it('quotes the policy as written and is otherwise French throughout', async () => {
    const reply = await proofOfLoss('fr', 'prepare my proof of loss', 'pouvez-vous remplir ma preuve de sinistre', { claims: [laval] });
    expect(reply).toMatch(/Ce que dit votre police à ce sujet :\n\*\*Page \d+ — [^*]+ :\*\*\n“Proof of Loss\./);
    expect(reply).not.toContain('anglais');
    expect(ownWords(reply.replace(/12 Elm Street|Sacramento/g, ''))).not.toMatch(ENGLISH);
  });
});

describe('the proof of loss in Spanish', () => {
  const unnamed: Partial<AssistantContext> = { claims: [claim()], claimDetails: { ...DETAILS, adjusterName: '', claimNumber: '' } };

  it('names the blanks the records leave in Spanish, and the deadline by California’s rule', async () => {
    const reply = await proofOfLoss('es', 'prepare my proof of loss', 'ayúdeme con la prueba de pérdida', unnamed);
    expect(reply).toContain('**DECLARACIÓN JURADA DE PRUEBA DE PÉRDIDA**');
    expect(reply).toContain('Número de reclamo: [Número de reclamo]');
    expect(reply).toContain('Ajustador: [Nombre del ajustador], 416 555 0199, sam.lee@maple.example');
    expect(reply).toContain('Tipo de pérdida: Inundación del sótano / daños por agua');
    expect(reply).toContain('**Plazo:** Enviar la prueba de pérdida jurada: vence el 3 de abril de 2026 (California Insurance Code §2071');
    expect(ownWords(reply.replace(/12 Elm Street|California Insurance Code/g, ''))).not.toMatch(ENGLISH);
  });

  it('leaves a list of items the user wrote out to the English form, said so', async () => {
    const reply = await proofOfLoss(
      'es',
      'proof of loss: watch $1,200, camera $850',
      'prueba de pérdida: reloj $1,200, cámara $850',
      unnamed,
    );
    expect(reply).toMatch(/^Esta parte de mi respuesta todavía está en inglés\./);
  });
});
