import { DISCLAIMER, HEADER, isClosing, isRecipientHeader, NOTE_LEAD, SALUTATION, SUBJECT } from './letter-words';
import { joinLines, plainLines } from './plain-text';

/**
 * What Copy takes from an assistant reply. A reply that drafts a letter or an e-mail wraps it in
 * Benji's own words (what it is, what to fill in, how to send it, the disclaimer); the adjuster must
 * receive only the letter, so that is what Copy gives. "Copy with notes" keeps everything.
 */
export interface Letter {
  subject: string;
  /** The subject line's label as the letter writes it ("Objet :", "Asunto:"); "Subject:" when absent. */
  subjectLabel?: string;
  /** The adjuster's address, when the draft has a "To: name@example.com" line. */
  to: string | null;
  /** From the date or "Dear …," through the signature block. */
  body: string;
}

export interface ReplyCopy {
  /** For Copy: the letters alone, or the whole reply without its closing disclaimer. */
  text: string;
  /** For Copy with notes: the whole reply. */
  withNotes: string;
  letters: Letter[];
}

/** How far below the subject a greeting may open the letter: the date, address and reference lines. */
const MAX_LINES_BEFORE_GREETING = 20;
/** Name, address, phone, e-mail and a line or two more. */
const MAX_SIGNATURE_LINES = 8;
const ADDRESS = /^[^\s@<>()[\]",;:?&#%]+@[^\s@<>()[\]",;:?&#%]+\.[A-Za-z]{2,}$/;

export function replyCopy(markdown: string): ReplyCopy {
  const lines = plainLines(markdown);
  const withNotes = joinLines(lines);
  const letters = findLetters(lines);
  const text = letters.length > 0 ? letters.map(letterText).join('\n\n----------\n\n') : withoutDisclaimer(withNotes);
  return { text, withNotes, letters };
}

/** "Subject: …" (under the letter's own label), a blank line, then the letter: what an e-mail or a printed letter needs. */
export const letterText = (letter: Letter) => `${letter.subjectLabel ?? 'Subject:'} ${letter.subject}\n\n${letter.body}`;

/** Every letter in the reply: a subject line followed, within a few lines, by a greeting ("Dear …", "Bonjour …", "Estimado/a …"). */
export function findLetters(lines: readonly string[]): Letter[] {
  const letters: Letter[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const subject = SUBJECT.exec(lines[index]!.trim());
    if (!subject) continue;
    let start = index + 1;
    let to: string | null = null;
    for (let header = HEADER.exec(lines[start]?.trim() ?? ''); header; header = HEADER.exec(lines[start]?.trim() ?? '')) {
      if (isRecipientHeader(header[1]!)) to = addressIn(header[2]!);
      start += 1;
    }
    const greeting = greetingAfter(lines, start);
    if (greeting === -1) continue;
    while (start < greeting && !lines[start]!.trim()) start += 1;
    const end = letterEnd(lines, greeting);
    letters.push({ subject: subject[2]!.trim(), subjectLabel: subject[1]!, to, body: joinLines(lines.slice(start, end + 1)) });
    index = end;
  }
  return letters;
}

function greetingAfter(lines: readonly string[], start: number): number {
  const last = Math.min(lines.length - 1, start + MAX_LINES_BEFORE_GREETING);
  for (let index = start; index <= last; index += 1) {
    const line = lines[index]!.trim();
    if (SUBJECT.test(line)) return -1;
    if (SALUTATION.test(line)) return index;
  }
  return -1;
}

/** The last line of the letter: its signature block, or failing a closing, the line before Benji's notes. */
function letterEnd(lines: readonly string[], greeting: number): number {
  const closing = lines.findIndex((line, index) => index > greeting && isClosing(line.trim()));
  if (closing !== -1) return signatureEnd(lines, closing);
  const notes = lines.findIndex((line, index) => index > greeting && (NOTE_LEAD.test(line.trim()) || SUBJECT.test(line.trim())));
  let end = notes === -1 ? lines.length - 1 : notes - 1;
  while (end > greeting && !lines[end]!.trim()) end -= 1;
  return end;
}

/** "Sincerely," then the name, address, phone and e-mail, on the next lines or after one blank line. */
function signatureEnd(lines: readonly string[], closing: number): number {
  let start = closing + 1;
  if (!lines[start]?.trim()) start += 1;
  const first = lines[start]?.trim();
  if (!first || NOTE_LEAD.test(first) || SUBJECT.test(first)) return closing;
  let end = start;
  while (end + 1 < lines.length && lines[end + 1]!.trim() && end + 1 - start < MAX_SIGNATURE_LINES) end += 1;
  return end;
}

/** "kevin@example.com" or "Kevin Tran <kevin@example.com>"; a placeholder such as "[Adjuster Email]" is none. */
function addressIn(value: string): string | null {
  const candidate = (/<([^>]+)>/.exec(value)?.[1] ?? value).trim();
  return ADDRESS.test(candidate) ? candidate : null;
}

/** The closing "not legal advice" paragraph goes: pasted elsewhere it would read as the user's own words. */
function withoutDisclaimer(text: string): string {
  const paragraphs = text.split('\n\n');
  const last = paragraphs.at(-1) ?? '';
  if (paragraphs.length > 1 && DISCLAIMER.test(last) && last.length <= 300) paragraphs.pop();
  return paragraphs.join('\n\n');
}
