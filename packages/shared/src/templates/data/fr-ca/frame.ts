import { composeLetter, type LetterFrame } from '../compose';

// Québec usage: réclamation for the claim, sinistre for the loss, expert en sinistre for the
// adjuster, conditions particulières for the declarations page, avenant for an endorsement.
const FRAME: LetterFrame = {
  attention: (whom) => `À l’attention de : ${whom}`,
  claimReference: ['Numéro de réclamation : [Claim Number]', 'Numéro de police : [Policy Number]', 'Date du sinistre : [Date of Loss]'],
  signature: `Veuillez agréer mes salutations distinguées.

[Your Full Name]
[Your Address]
Téléphone : [Your Phone]
Courriel : [Your Email]`,
};

/** Before the insurer has assigned a claim number. */
export const NEW_CLAIM_REFERENCE = ['Numéro de police : [Policy Number]', 'Date du sinistre : [Date of Loss]'] as const;

export const lettre = (parts: Parameters<typeof composeLetter>[0]) => composeLetter(parts, FRAME);

export const toAdjuster = (text: string) => lettre({ attention: '[Adjuster Name]', greeting: 'Bonjour [Adjuster Name],', text });
