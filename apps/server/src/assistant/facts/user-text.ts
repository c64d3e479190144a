// Text the user typed into their records (a claim description, a pasted e-mail) is data. Some of
// it reads like an instruction to an AI or a promise of payment; such sentences are never copied
// into a sworn statement unseen: they are held out for the user to review.

const INSTRUCTION_LIKE = [
  /\b(ignore|disregard|forget)\b[^.!?\n]{0,40}\b(instructions?|prompts?|rules?|above|previous)\b/i,
  /\b(system prompt|you are now|act as|pretend to be|new instructions?|developer mode)\b/i,
  /\b(approved|guaranteed?|guarantees|promised?|must pay|will pay in full|entitled to)\b[^.!?\n]{0,60}(\$\s?\d|in full|claim)/i,
  /\b(state|say|write|declare) that (?:this|the|my) claim\b/i,
];

/** A message's sentences, one per line break too: users rarely end a line with a full stop. */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** The sentences of a text that read like instructions or promises, in order. */
export function instructionLikeSentences(text: string): string[] {
  return sentences(text).filter((sentence) => INSTRUCTION_LIKE.some((pattern) => pattern.test(sentence)));
}

/** The text without those sentences, and the sentences held out. */
export function withoutInstructions(text: string): { kept: string; heldOut: string[] } {
  const heldOut = instructionLikeSentences(text);
  const kept = sentences(text)
    .filter((sentence) => !heldOut.includes(sentence))
    .join(' ');
  return { kept, heldOut };
}

/** Contractions typed without their apostrophe ("cant", "isnt"), as a letter writes them. */
export function withApostrophes(text: string): string {
  return text
    .replace(/\b(is|are|was|were|does|do|did|has|have|had|could|would|should)nt\b/gi, "$1n't")
    .replace(/\b(ca|wo)nt\b/gi, "$1n't")
    .replace(/\b(there|that|what)s\b/gi, "$1's")
    .replace(/\bim\b/gi, "I'm")
    .replace(/\bi\b/g, 'I');
}

/**
 * One of the user's own sentences as a letter can carry it: capitalised, shouting lowered, "10k"
 * written out, apostrophes mended, ending with a full stop. The words stay theirs.
 */
export function asLetterSentence(sentence: string): string {
  return withApostrophes(sentence)
    .replace(/\b[A-Z]{3,}\b/g, (word) => word.toLowerCase())
    .replace(/\$?\b(\d{1,3})k\b/gi, (_, thousands: string) => `$${(Number(thousands) * 1000).toLocaleString('en-US')}`)
    .replace(/^\w/, (first) => first.toUpperCase())
    .replace(/\s*[.!?]*$/, '.');
}
