import { joinLines, plainLines } from './plain-text';

/**
 * What Copy takes from an assistant reply. A reply that drafts a letter or an e-mail wraps it in
 * Benji's own words (what it is, what to fill in, how to send it, the disclaimer); the adjuster must
 * receive only the letter, so that is what Copy gives. "Copy with notes" keeps everything.
 */
export interface Letter {
  subject: string;
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

const SUBJECT = /^Subject:\s*(\S.*)$/i;
const HEADER = /^(To|Cc|Bcc):\s*(.*)$/i;
const SALUTATION = /^Dear\b/;
/** A closing alone on its line: "Sincerely," opens the signature, "Thank you for your help." does not. */
const CLOSING =
  /^(Sincerely|Sincerely yours|Yours sincerely|Yours truly|Yours faithfully|Respectfully|Respectfully yours|Kind regards|Best regards|Warm regards|Regards|Best|Thank you|Thanks|Many thanks|With thanks|Cordially)[,.!]?$/i;
/** How far below the subject a greeting may open the letter: the date, address and reference lines. */
const MAX_LINES_BEFORE_GREETING = 20;
/** Name, address, phone, e-mail and a line or two more. */
const MAX_SIGNATURE_LINES = 8;
/** Where Benji's notes begin when a letter has no closing to end it. */
const NOTE_LEAD =
  /^(Fill before sending|Everything is filled in|Before you send it|Keep a copy|Send it by|What your policy says|This is general information)/i;
const DISCLAIMER = /\bnot legal advice\b/i;
const ADDRESS = /^[^\s@<>()[\]",;:?&#%]+@[^\s@<>()[\]",;:?&#%]+\.[A-Za-z]{2,}$/;

export function replyCopy(markdown: string): ReplyCopy {
  const lines = plainLines(markdown);
  const withNotes = joinLines(lines);
  const letters = findLetters(lines);
  const text = letters.length > 0 ? letters.map(letterText).join('\n\n----------\n\n') : withoutDisclaimer(withNotes);
  return { text, withNotes, letters };
}

/** "Subject: …", a blank line, then the letter: what an e-mail or a printed letter needs. */
export const letterText = (letter: Letter) => `Subject: ${letter.subject}\n\n${letter.body}`;

/** Every letter in the reply: a "Subject:" line followed, within a few lines, by a "Dear …" greeting. */
export function findLetters(lines: readonly string[]): Letter[] {
  const letters: Letter[] = [];
  for (let index = 0; index < lines.length; index += 1) {
    const subject = SUBJECT.exec(lines[index]!.trim());
    if (!subject) continue;
    let start = index + 1;
    let to: string | null = null;
    for (let header = HEADER.exec(lines[start]?.trim() ?? ''); header; header = HEADER.exec(lines[start]?.trim() ?? '')) {
      if (header[1]!.toLowerCase() === 'to') to = addressIn(header[2]!);
      start += 1;
    }
    const greeting = greetingAfter(lines, start);
    if (greeting === -1) continue;
    while (start < greeting && !lines[start]!.trim()) start += 1;
    const end = letterEnd(lines, greeting);
    letters.push({ subject: subject[1]!.trim(), to, body: joinLines(lines.slice(start, end + 1)) });
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
  const closing = lines.findIndex((line, index) => index > greeting && CLOSING.test(line.trim()));
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
