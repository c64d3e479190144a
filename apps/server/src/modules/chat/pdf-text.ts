// Bold runs are the chat's **double asterisks**.

export interface Run {
  text: string;
  bold: boolean;
}

/** A line split into plain and bold runs; an unmatched ** is kept as typed. */
export function boldRuns(line: string): Run[] {
  const parts = line.split('**');
  if (parts.length % 2 === 0) return [{ text: line, bold: false }];
  return parts.map((text, index) => ({ text, bold: index % 2 === 1 })).filter((run) => run.text !== '');
}
