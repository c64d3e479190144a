// Markdown marks read as noise once pasted into an e-mail, so what Copy puts on the clipboard is the
// text as the chat shows it: bold without its asterisks, a link as its text and address.

/** Backslash escapes ("\*") stand for the character itself; private-use stand-ins keep them out of the rules below. */
const ESCAPABLE = /\\([\\`*_{}[\]()#+\-.!>~|<])/g;
const STAND_IN_BASE = 0xe000;
const escapeOf = (char: string) => String.fromCharCode(STAND_IN_BASE + char.charCodeAt(0));
const STAND_INS = /[\ue000-\ue0ff]/g;

const FENCE = /^\s{0,3}(```|~~~)/;
const RULE = /^\s{0,3}([-*_])(?:\s*\1){2,}\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/;
const QUOTE = /^\s{0,3}>\s?/;
/** "* item" and "+ item" are markdown's; "- item", "• item" and "1. item" already read as plain text. */
const STAR_BULLET = /^(\s*)[*+]\s+/;

/** One line without its markdown marks; null for a line that is only markup (a code fence). */
export function plainLine(raw: string): string | null {
  if (FENCE.test(raw)) return null;
  if (RULE.test(raw)) return '';
  let line = raw.replace(ESCAPABLE, (_, char: string) => escapeOf(char));
  line = line.replace(HEADING, '$1').replace(QUOTE, '').replace(STAR_BULLET, '$1• ');
  line = line
    // Images keep their description; links their text, and their address when it says more.
    .replace(/!\[([^\]\n]*)\]\(([^)\s]*)(?:\s+"[^"]*")?\)/g, '$1')
    .replace(/\[([^\]\n]+)\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g, (_, text: string, href: string) => linkText(text, href))
    .replace(/<((?:https?:\/\/|mailto:)[^>\s]+)>/g, (_, href: string) => href.replace(/^mailto:/, ''))
    .replace(/`([^`\n]+)`/g, '$1')
    // Pairs of ** are bold whatever they hold, as the chat renders them (message-text/bold-segments).
    .replace(/\*\*([^\n]*?)\*\*/g, '$1')
    .replace(/__(?=\S)([^\n]*?\S)__/g, '$1')
    .replace(/~~(?=\S)([^\n]*?\S)~~/g, '$1')
    // Single * or _ around a phrase is emphasis; "5 * 3" and snake_case words are not.
    .replace(/(^|[^\w*])\*(?=[^\s*])([^*\n]*?[^\s*])\*(?![\w*])/g, '$1$2')
    .replace(/(^|[^\w])_(?=[^\s_])([^_\n]*?[^\s_])_(?!\w)/g, '$1$2');
  return line.replace(STAND_INS, (char) => String.fromCharCode(char.charCodeAt(0) - STAND_IN_BASE)).trimEnd();
}

function linkText(text: string, href: string): string {
  const address = href.replace(/^mailto:/, '');
  return text === href || text === address ? text : `${text} (${address})`;
}

/** Lines as they will be pasted: marks removed, code fences dropped. */
export function plainLines(markdown: string): string[] {
  return markdown.split(/\r?\n/).flatMap((raw) => {
    const line = plainLine(raw);
    return line === null ? [] : [line];
  });
}

/** Joins lines into text: no blank lines at either end, and never two in a row. */
export function joinLines(lines: readonly string[]): string {
  return lines
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}
