// A message that carries an e-mail from the adjuster: the user's own words (what they want done)
// and the pasted e-mail (what they want answered) are told apart, so only the former is classified.

export interface SplitMessage {
  instruction: string;
  email: string | null;
}

const EMAIL_START =
  /^\s*(?:(?:from|subject|sent|to|date|cc|re):\s|(?:dear|hi|hello|good (?:morning|afternoon))\b[^\n]{0,60},\s*$|-{2,}\s*(?:original|forwarded) message)/im;
const SIGN_OFF = /^\s*(?:regards|kind regards|best regards|sincerely|thanks|thank you|best|cheers),?\s*$/im;

/**
 * Where the pasted e-mail starts: a header line, a salutation, or a forwarded-message rule.
 * Text after the sign-off and its signature block that reads like a request is the user's again.
 */
export function splitPastedEmail(message: string): SplitMessage {
  const start = EMAIL_START.exec(message);
  if (!start) return { instruction: message.trim(), email: null };
  const before = message.slice(0, start.index).trim();
  let email = message.slice(start.index).trim();
  let after = '';
  const signOff = SIGN_OFF.exec(email);
  if (signOff) {
    // The signature block is the few lines after the sign-off; a blank line then the user's own words.
    const rest = email.slice(signOff.index);
    const gap = /\n\s*\n/.exec(rest.slice(signOff[0].length));
    if (gap) {
      const cut = signOff.index + signOff[0].length + gap.index;
      after = email.slice(cut).trim();
      email = email.slice(0, cut).trim();
    }
  }
  const instruction = [before, after].filter(Boolean).join('\n');
  // A salutation alone in a short message is the user greeting Benji, not a pasted e-mail.
  if (email.length < 80 && !/^(?:from|subject|sent|to):/im.test(email)) return { instruction: message.trim(), email: null };
  return { instruction, email };
}
