import { composeLetter, type LetterFrame } from '../compose';

// US insurance Spanish: reclamo for the claim, pérdida for the loss, ajustador, póliza, deducible,
// página de declaraciones, endoso; "usted" throughout.
const FRAME: LetterFrame = {
  attention: (whom) => `Atención: ${whom}`,
  claimReference: ['Número de reclamo: [Claim Number]', 'Número de póliza: [Policy Number]', 'Fecha de la pérdida: [Date of Loss]'],
  signature: `Atentamente,

[Your Full Name]
[Your Address]
Teléfono: [Your Phone]
Correo electrónico: [Your Email]`,
};

/** Before the insurer has assigned a claim number. */
export const NEW_CLAIM_REFERENCE = ['Número de póliza: [Policy Number]', 'Fecha de la pérdida: [Date of Loss]'] as const;

export const carta = (parts: Parameters<typeof composeLetter>[0]) => composeLetter(parts, FRAME);

export const toAdjuster = (text: string) => carta({ attention: '[Adjuster Name]', greeting: 'Estimado/a [Adjuster Name]:', text });
