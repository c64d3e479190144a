// Running headers and footers ("HOMEOWNERS 3 – SPECIAL FORM", "HO 00 03 05 11 Page 3 of 8") are
// not policy wording: left in, they become the "heading" of passages and win searches for words
// like "homeowners". A line is running when it sits among the first or last lines of a page and
// the same line, page numbers aside, sits there on most pages.

/** How many non-empty lines at each end of a page may be header or footer. */
const ZONE = 3;
/**
 * A bare number is taken for a page number only this close to the edge: further in, it may be a
 * cell of the declarations table ("500" under "Deductible").
 */
const EDGE = 2;
/** Share of the pages with text a line must appear on to count as running. */
const MOST = 0.5;

/** "Page 3 of 8" names the page it is printed on: at a page's edge it is a footer, repeated or not. */
const PAGE_OF = /\bpage\s+\d{1,4}\s+(?:of|\/)\s+\d{1,4}\b/i;

/** A line that is nothing but a page number: "3", "- 3 -", "Page 3", "3 of 8", "Page 3 of 8", "p. 3". */
const PAGE_NUMBER_ONLY = /^[-–—\s]*(?:(?:page|p\.|pg\.?)\s*)?\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?[-–—\s]*$/i;

/**
 * The line with its page numbers replaced by '#', so that the same footer on page 2 and page 3
 * compares equal. A trailing number counts as a page number only after a form number ("HO 00 03
 * 05 11 3"): a heading such as "Endorsement 4" keeps its number, and stays.
 */
function runningKey(line: string): string {
  let key = line.toLowerCase().replace(/\s+/g, ' ').trim();
  key = key
    .replace(/\b(?:page|p\.|pg\.?)\s*\d{1,4}(?:\s*(?:of|\/)\s*\d{1,4})?/g, 'page #')
    .replace(/\b\d{1,4}\s+of\s+\d{1,4}\b/g, '# of #');
  if ((key.match(/\d+/g) ?? []).length >= 3) key = key.replace(/\s\d{1,4}$/, ' #').replace(/^\d{1,4}\s/, '# ');
  return key;
}

/** Indexes of the first and last `size` non-empty lines of a page. */
function zoneOf(lines: readonly string[], size: number): number[] {
  const filled = lines.flatMap((line, index) => (line.trim() ? [index] : []));
  return [...new Set([...filled.slice(0, size), ...filled.slice(-size)])];
}

/** The pages with their running headers, footers and bare page numbers removed. */
export function stripRunningLines(pages: readonly string[]): string[] {
  const split = pages.map((page) => page.split(/\r?\n/));
  const zones = split.map((lines) => zoneOf(lines, ZONE));
  const pagesWith = new Map<string, Set<number>>();
  zones.forEach((zone, pageIndex) => {
    for (const lineIndex of zone) {
      const key = runningKey(split[pageIndex]![lineIndex]!);
      if (!pagesWith.has(key)) pagesWith.set(key, new Set());
      pagesWith.get(key)!.add(pageIndex);
    }
  });
  const pagesWithText = zones.filter((zone) => zone.length > 0).length;
  // With one page nothing can repeat; with two, a line must be on both.
  const needed = pagesWithText < 2 ? Infinity : Math.max(2, Math.ceil(pagesWithText * MOST));
  return split.map((lines, pageIndex) => {
    const edge = new Set(zoneOf(lines, EDGE));
    const drop = new Set(
      zones[pageIndex]!.filter((lineIndex) => {
        const line = lines[lineIndex]!;
        return (
          (edge.has(lineIndex) && (PAGE_NUMBER_ONLY.test(line) || PAGE_OF.test(line))) ||
          (pagesWith.get(runningKey(line))?.size ?? 0) >= needed
        );
      }),
    );
    return lines.filter((_, lineIndex) => !drop.has(lineIndex)).join('\n');
  });
}
