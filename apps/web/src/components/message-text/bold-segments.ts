export interface TextSegment {
  text: string;
  bold: boolean;
}

/**
 * Splits a line on double asterisks: text between a pair is bold. An unpaired `**` stays as typed,
 * so a user who writes "5 ** 2" sees exactly that.
 */
export function boldSegments(line: string): TextSegment[] {
  const segments: TextSegment[] = [];
  let rest = line;
  for (;;) {
    const open = rest.indexOf('**');
    const close = open === -1 ? -1 : rest.indexOf('**', open + 2);
    if (open === -1 || close === -1) break;
    if (open > 0) segments.push({ text: rest.slice(0, open), bold: false });
    const inner = rest.slice(open + 2, close);
    if (inner) segments.push({ text: inner, bold: true });
    rest = rest.slice(close + 2);
  }
  if (rest) segments.push({ text: rest, bold: false });
  return segments;
}
