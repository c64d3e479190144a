// Every letter shares one frame: date, addressee, reference lines, greeting, text, signature.
// Works as an e-mail body or a printed letter. Each language has its own frame (its words around
// the same placeholders); English is the default.

export const CLAIM_REFERENCE = [
  'Claim Number: [Claim Number]',
  'Policy Number: [Policy Number]',
  'Date of Loss: [Date of Loss]',
] as const;

/** Before the insurer has assigned a claim number. */
export const NEW_CLAIM_REFERENCE = ['Policy Number: [Policy Number]', 'Date of Loss: [Date of Loss]'] as const;

export const SIGNATURE = `Sincerely,

[Your Full Name]
[Your Address]
Phone: [Your Phone]
Email: [Your Email]`;

/** A language's words around the letter's own text. */
export interface LetterFrame {
  /** The line under the insurer's name: 'Attention: Claims Department'. */
  attention: (whom: string) => string;
  claimReference: readonly string[];
  signature: string;
}

const ENGLISH_FRAME: LetterFrame = {
  attention: (whom) => `Attention: ${whom}`,
  claimReference: CLAIM_REFERENCE,
  signature: SIGNATURE,
};

interface LetterParts {
  /** Whom the letter is for, e.g. '[Adjuster Name]' or 'Claims Department'. */
  attention: string;
  greeting: string;
  reference?: readonly string[];
  text: string;
}

export function composeLetter({ attention, greeting, reference, text }: LetterParts, frame: LetterFrame = ENGLISH_FRAME): string {
  return [
    '[Date]',
    `[Insurance Company]\n${frame.attention(attention)}`,
    (reference ?? frame.claimReference).join('\n'),
    greeting,
    text.trim(),
    frame.signature,
  ].join('\n\n');
}

export const toAdjuster = (text: string, reference?: readonly string[]) =>
  composeLetter({ attention: '[Adjuster Name]', greeting: 'Dear [Adjuster Name],', reference, text });
