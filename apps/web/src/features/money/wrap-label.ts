/**
 * A chart label as lines of at most `width` characters, broken between words (a word longer than
 * that is a line of its own): chart.js draws an array as lines, and a long label on one line
 * would squeeze the bars to nothing on a phone, or be cut off.
 */
export function wrapLabel(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
