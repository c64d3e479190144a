// A message that carries someone else's words (an adjuster's e-mail, a letter, a text) holds two
// things: what the user wants done, and what they want answered. They are told apart by how the
// message is laid out, never by what it says: header lines, a forwarded-message rule, lines quoted
// with ">", a long passage in quotation marks, a greeting closed by a sign-off, or a list of
// requests introduced by a colon. Only the user's own words are classified.

export interface SplitMessage {
  instruction: string;
  email: string | null;
  /**
   * How the other words are set apart: laid out as an e-mail or letter (headers, a greeting and
   * sign-off, ">" lines, a list handed over by a colon), or quoted in the user's own sentence.
   */
  form: 'e-mail' | 'quotation' | null;
}

// In English, Québec French and US Spanish: a French mail program sets a space before the colon
// ("Objet :"), and a Spanish letter greets with a colon ("Estimada Ana:").
const HEADER_OR_RULE =
  /^\s*(?:(?:from|subject|sent|to|date|cc|re|fw|fwd|de|objet|envoyé|à|tr|asunto|enviado|para|fecha|rv)\s?:\s|-{2,}\s*(?:original|forwarded) message|-{2,}\s*message (?:d['’]origine|transféré)|-{2,}\s*mensaje (?:original|reenviado)|begin forwarded message)/im;
const GREETINGS = 'dear|hi|hello|hey|good (?:morning|afternoon|evening)|greetings|bonjour|bonsoir|madame|monsieur|cher|chère';
const SPANISH_GREETINGS = 'estimad[oa]s?|hola|buenos días|buenas tardes';
/** A greeting and what follows it on its line, up to the comma (or a Spanish colon) that ends it. */
const greetingLine = (end: string) =>
  `(?:(?:${GREETINGS})(?![\\p{L}])[^\\n]{0,60}?,|(?:${SPANISH_GREETINGS})(?![\\p{L}])[^\\n]{0,60}?[,:])${end}`;
const SALUTATION = new RegExp(`^\\s*${greetingLine('\\s*$')}`, 'imu');
/** A quotation that opens with a greeting, as a letter does. */
const GREETED = new RegExp(`^\\s*${greetingLine('')}`, 'iu');
const SIGN_OFF =
  /^\s*(?:regards|kind regards|best regards|warm regards|sincerely|yours truly|thanks|thank you|best|cheers|respectfully|cordialement|salutations(?: distinguées)?|meilleures salutations|bien à vous|merci|atentamente|saludos(?: cordiales)?|cordialmente|un saludo|gracias),?\s*$/im;
/** Opening and closing marks of a quotation. */
const QUOTED = /"([^"]+)"|“([^”]+)”|«([^»]+)»/g;
const LIST_ITEM = /^\s*(?:\d{1,2}|[a-h]|[-•*])[.)]?\s+\S/i;
/** The last words before a colon that hand over to someone else's words: "she wrote", "their letter", "the following". */
const HANDS_OVER =
  /(?<![\p{L}])(?:wrote|writes|sent|says|said|reads|asked|asks|requested|requests|letter|e-?mail|message|text|notice|following|below|écrit|envoyé|dit|demandé|lettre|courriel|texto|avis|suivant|ci-dessous|escribió|envió|dice|dijo|pidió|carta|correo|mensaje|siguiente|abajo)(?![\p{L}])[^\s]*\s*(?:\S+\s*){0,4}$/iu;

/** A pasted passage has at least this many words; a shorter quotation is the user quoting a phrase. */
const PASSAGE_WORDS = 12;
/** Greeting-only text this short is the user greeting Benji, not a pasted e-mail. */
const SHORT_GREETING_CHARS = 80;

/**
 * Laid out as a letter but written by the user: a policyholder opens and signs a message to Benji
 * as to a forum or a friend ("Hi, my roof… what do I do? Thanks"). An adjuster's letter speaks to
 * its reader ("your claim", "send you"); the user's own speaks of themselves ("my house", "I was
 * told"). Only the pronouns are counted, so the test holds whatever the message is about.
 */
function writtenByTheUser(passage: string): boolean {
  const first = (passage.match(/(?<![\p{L}])(?:i|i'm|i've|i'd|me|my|mine|je|j|moi|mon|ma|mes|yo|mi|mis)(?![\p{L}])/giu) ?? []).length;
  const second = (passage.match(/(?<![\p{L}])(?:you|your|yours|you're|you've|vous|votre|vos|usted|ustedes|su|sus)(?![\p{L}])/giu) ?? [])
    .length;
  return first >= 2 && first > 2 * second;
}

/** Requests numbered one by one, on lines of their own or in a run: "1) the invoice 2) photos". */
const numberedItems = (text: string) => (text.match(/(?:^|\s)(?:\d{1,2}|[a-h])[.)]\s+\S/gim) ?? []).length;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;
const joined = (...parts: string[]) =>
  parts
    .map((part) => part.trim())
    .filter(Boolean)
    .join('\n');

/** The user's own words after a pasted passage: a blank line, then a short paragraph that is not part of it. */
function trailingInstruction(passage: string): { passage: string; after: string } {
  const paragraphs = passage.split(/\n\s*\n/);
  const last = paragraphs.at(-1)!;
  if (paragraphs.length < 2 || wordCount(last) > 40 || LIST_ITEM.test(last)) return { passage, after: '' };
  return { passage: paragraphs.slice(0, -1).join('\n\n'), after: last };
}

/** From a header line, a forwarded-message rule, or a greeting on its own line; up to the signature. */
function fromHeaderOrGreeting(message: string): SplitMessage | null {
  const header = HEADER_OR_RULE.exec(message);
  const start = header ?? SALUTATION.exec(message);
  if (!start) return null;
  const before = message.slice(0, start.index);
  let email = message.slice(start.index).trim();
  let after = '';
  const signOff = SIGN_OFF.exec(email);
  if (signOff) {
    // The signature block is the few lines after the sign-off; a blank line then the user's own words.
    const rest = email.slice(signOff.index + signOff[0].length);
    const gap = /\n\s*\n/.exec(rest);
    if (gap) {
      const cut = signOff.index + signOff[0].length + gap.index;
      after = email.slice(cut);
      email = email.slice(0, cut).trim();
    }
  }
  if (email.length < SHORT_GREETING_CHARS && !HEADER_OR_RULE.test(email)) return null;
  // Headers are a mail program's; a greeting and sign-off alone may be the user's own manners.
  if (!header && writtenByTheUser(email)) return null;
  return { instruction: joined(before, after), email, form: 'e-mail' };
}

/** Lines quoted as a mail program quotes them: each starts with ">". */
function fromQuotedLines(message: string): SplitMessage | null {
  const lines = message.split('\n');
  const quoted = lines.filter((line) => /^\s*>/.test(line));
  if (quoted.length === 0) return null;
  const email = quoted.map((line) => line.replace(/^\s*>+\s?/, '')).join('\n');
  if (wordCount(email) < PASSAGE_WORDS) return null;
  return { instruction: joined(lines.filter((line) => !/^\s*>/.test(line)).join('\n')), email: email.trim(), form: 'e-mail' };
}

/** The longest passage in quotation marks, when it is a passage and not a phrase. */
function fromQuotation(message: string): SplitMessage | null {
  const quotes = [...message.matchAll(QUOTED)].map((match) => ({
    at: match.index,
    whole: match[0],
    text: match[1] ?? match[2] ?? match[3] ?? '',
  }));
  const longest = quotes.sort((a, b) => wordCount(b.text) - wordCount(a.text))[0];
  if (!longest || wordCount(longest.text) < PASSAGE_WORDS) return null;
  const instruction = message.slice(0, longest.at) + message.slice(longest.at + longest.whole.length);
  // Quoted whole, an e-mail still shows its layout: a greeting, or requests numbered one by one.
  const laidOut = GREETED.test(longest.text) || numberedItems(longest.text) >= 2;
  return { instruction: joined(instruction), email: longest.text.trim(), form: laidOut ? 'e-mail' : 'quotation' };
}

/**
 * A line ending in a colon that speaks of someone else ("here is what they sent:"), followed by
 * their words: a list of requests or a passage. The user's question after a blank line is theirs.
 */
function fromIntroducedPassage(message: string): SplitMessage | null {
  // A colon followed by a space or a line break: "5:40 pm" and "https://" are no introduction.
  const colon = /^(.*?\S)\s*:(?:[ \t]+|\n)/m.exec(message);
  if (!colon || !HANDS_OVER.test(colon[1]!) || wordCount(colon[1]!) > 25) return null;
  const intro = message.slice(0, colon.index + colon[0].length).replace(/:\s*$/, '');
  const rest = message.slice(colon.index + colon[0].length);
  const listed = rest.split('\n').filter((line) => LIST_ITEM.test(line)).length;
  if (listed < 2 && wordCount(rest) < 2 * PASSAGE_WORDS) return null;
  const { passage, after } = trailingInstruction(rest);
  if (wordCount(passage) < PASSAGE_WORDS || writtenByTheUser(passage)) return null;
  return { instruction: joined(intro, after), email: passage.trim(), form: 'e-mail' };
}

/** Where someone else's words sit in the message, if anywhere, and the user's own words around them. */
export function splitPastedEmail(message: string): SplitMessage {
  const split = fromHeaderOrGreeting(message) ?? fromQuotedLines(message) ?? fromQuotation(message) ?? fromIntroducedPassage(message);
  return split ?? { instruction: message.trim(), email: null, form: null };
}
