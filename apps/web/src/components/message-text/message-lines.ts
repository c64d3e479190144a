/**
 * How the letter-formatted view reads each line of a saved message (spec 2.11): the openings of a
 * letter are headers, list markers are bullets, and everything else is ordinary text.
 */
export type MessageLine =
  { kind: 'header'; text: string } | { kind: 'bullet'; text: string; marker: string } | { kind: 'text'; text: string } | { kind: 'blank' };

/** A group of consecutive lines as the view renders them: bullets side by side form one list. */
export type MessageBlock = { kind: 'list'; items: { text: string; marker: string }[] } | Exclude<MessageLine, { kind: 'bullet' }>;

// The spec's list, as written: "Dear" and "Thank you," open a letter's greeting and closing.
const HEADER_OPENINGS = ['Subject:', 'To:', 'Cc:', 'Date:', 'Dear', 'Thank you,', 'Phone:', 'Email:'];

/** "- ", "* " and "• " are plain bullets; "1. " (any number) keeps its number. */
const BULLET = /^(?:([-*•])|(\d{1,3})\.)\s+(.*)$/;

export function classifyLine(raw: string): MessageLine {
  const line = raw.trim();
  if (!line) return { kind: 'blank' };
  if (HEADER_OPENINGS.some((opening) => startsWithWord(line, opening))) return { kind: 'header', text: line };
  const bullet = BULLET.exec(line);
  // A bare marker with nothing after it ("- ") is not a list item.
  if (bullet?.[3]) return { kind: 'bullet', text: bullet[3], marker: bullet[2] ? `${bullet[2]}.` : '•' };
  return { kind: 'text', text: line };
}

/** "Dear Sam" and "Dear," open a letter; "Dearborn office" does not. */
function startsWithWord(line: string, opening: string): boolean {
  if (!line.startsWith(opening)) return false;
  if (/[:,]$/.test(opening)) return true;
  const next = line.charAt(opening.length);
  return next === '' || !/[\p{L}\p{N}]/u.test(next);
}

/** Every line of a message, with runs of bullets joined into lists. Line breaks are \n or \r\n. */
export function messageBlocks(content: string): MessageBlock[] {
  const blocks: MessageBlock[] = [];
  for (const line of content.split(/\r?\n/).map(classifyLine)) {
    const last = blocks.at(-1);
    if (line.kind !== 'bullet') blocks.push(line);
    else if (last?.kind === 'list') last.items.push({ text: line.text, marker: line.marker });
    else blocks.push({ kind: 'list', items: [{ text: line.text, marker: line.marker }] });
  }
  return blocks;
}
