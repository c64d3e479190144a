// Every letter shares one frame: date, addressee, reference lines, greeting, text, signature.
// Works as an e-mail body or a printed letter.

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

interface LetterParts {
  /** Whom the letter is for, e.g. '[Adjuster Name]' or 'Claims Department'. */
  attention: string;
  greeting: string;
  reference?: readonly string[];
  text: string;
}

export function composeLetter({ attention, greeting, reference = CLAIM_REFERENCE, text }: LetterParts): string {
  return [
    '[Date]',
    `[Insurance Company]\nAttention: ${attention}`,
    reference.join('\n'),
    greeting,
    text.trim(),
    SIGNATURE,
  ].join('\n\n');
}

export const toAdjuster = (text: string, reference?: readonly string[]) =>
  composeLetter({ attention: '[Adjuster Name]', greeting: 'Dear [Adjuster Name],', reference, text });
