export interface Passage {
  /** 1-based page number the passage came from. */
  page: number;
  /** Order in the whole document, from 0. */
  position: number;
  text: string;
}

/** A passage ends at the first sentence that takes it past this many words. */
const TARGET_WORDS = 60;
/** A single sentence longer than this is cut, so one run-on clause cannot swallow a page. */
const MAX_WORDS = 120;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A short line with no closing punctuation, in capitals, title case or numbered ("SECTION I",
 * "4. Water Damage"): a heading. Wrapped lines in the middle of a paragraph are longer than this.
 */
function isHeading(line: string): boolean {
  // Dashes between words ("PART D – COVERAGE…") are not words.
  const words = line.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word));
  const letters = line.replace(/[^A-Za-z]/g, '');
  const allCaps = letters.length >= 3 && letters === letters.toUpperCase();
  // Capitals make a heading plain even when long ("PART E – DUTIES AFTER AN ACCIDENT OR LOSS").
  if (words.length === 0 || words.length > (allCaps ? 12 : 8) || /[.,;:]$/.test(line)) return false;
  if (letters.length < 3) return false;
  const numbered = /^(section|part|article|coverage|\d+(\.\d+)*\.?|[ivx]+\.)\s/i.test(line);
  const titleCase = words.every((word) => /^[A-Z0-9(&–—-]/.test(word) || /^(of|and|or|the|to|for|in|a|an|on)$/.test(word));
  return allCaps || numbered || titleCase;
}

function sentences(paragraph: string): string[] {
  const parts = paragraph.split(/(?<=[.!?;])\s+(?=[A-Z0-9("“$])/);
  return parts.flatMap((sentence) => {
    const words = sentence.split(/\s+/).filter(Boolean);
    if (words.length <= MAX_WORDS) return [sentence];
    const pieces: string[] = [];
    for (let i = 0; i < words.length; i += MAX_WORDS) pieces.push(words.slice(i, i + MAX_WORDS).join(' '));
    return pieces;
  });
}

/**
 * A paragraph's last line: it closes a sentence, the next line starts a new one, and it stops well
 * short of the page's full line width. Extracted text has no blank lines between paragraphs.
 */
function endsParagraph(line: string, next: string | undefined, fullWidth: number): boolean {
  return next !== undefined && /[.!?:]["”)]?$/.test(line) && /^["“(]?[A-Z0-9]/.test(next) && line.length < fullWidth * 0.85;
}

/**
 * A line that opens an item of a list ("a.", "(2)", "iv.", "•"). Policies list their exclusions and
 * special limits this way; each item is its own paragraph, so "$1,500 for loss by theft of
 * jewelry" is not quoted as part of "$200 on money".
 */
const LIST_ITEM = /^(\(?[a-z]\)|[a-z]\.|\(?\d{1,2}\)|\d{1,2}\.|\(?[ivx]{1,4}\)|[ivx]{1,4}\.|[•·▪●◦‣∙–-])\s+\S/;

/** One page's text as headings and paragraphs, wrapped lines joined back together. */
function blocks(pageText: string): { heading: boolean; text: string }[] {
  const lines = pageText.split(/\r?\n/).map((raw) => raw.replace(/\s+/g, ' ').trim());
  const fullWidth = Math.max(0, ...lines.map((line) => line.length));
  const result: { heading: boolean; text: string }[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    if (paragraph.length > 0) result.push({ heading: false, text: paragraph.join(' ').replace(/(\w)- (\w)/g, '$1$2') });
    paragraph = [];
  };
  lines.forEach((line, index) => {
    if (line === '') flush();
    else if (isHeading(line)) {
      flush();
      result.push({ heading: true, text: line });
    } else {
      if (LIST_ITEM.test(line)) flush();
      paragraph.push(line);
      if (endsParagraph(line, lines[index + 1], fullWidth)) flush();
    }
  });
  flush();
  return result;
}

/**
 * Cuts the pages into passages of a few whole sentences, each tagged with its page. A heading
 * opens a new passage and is kept as the first line of every passage under it, so a quote says
 * which section it is from.
 */
export function pagesToPassages(pages: readonly string[]): Passage[] {
  const passages: Passage[] = [];
  // A section that runs onto the next page keeps its heading there.
  let heading = '';
  pages.forEach((pageText, pageIndex) => {
    let current: string[] = [];
    const flush = () => {
      if (current.length === 0) return;
      const body = current.join(' ');
      passages.push({ page: pageIndex + 1, position: passages.length, text: heading ? `${heading}\n${body}` : body });
      current = [];
    };
    for (const block of blocks(pageText)) {
      if (block.heading) {
        flush();
        heading = block.text;
        continue;
      }
      for (const sentence of sentences(block.text)) {
        current.push(sentence);
        if (wordCount(current.join(' ')) >= TARGET_WORDS) flush();
      }
      flush();
    }
    // A heading with nothing under it on its page is still text the user may ask about.
    if (heading && !passages.some((passage) => passage.page === pageIndex + 1)) {
      passages.push({ page: pageIndex + 1, position: passages.length, text: heading });
    }
  });
  return passages;
}
