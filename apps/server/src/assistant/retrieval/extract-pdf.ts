import { extractText, getDocumentProxy } from 'unpdf';
import { stripRunningLines } from './running-lines';

export interface ExtractedPdf {
  pageCount: number;
  /** The text of each page, page 1 first, running headers and footers removed; '' for a page with no text layer. */
  pages: string[];
}

/** The file is not a PDF that can be opened (damaged, encrypted with a password, or not a PDF). */
export class UnreadablePdfError extends Error {}

/** The PDF has more pages than the caller reads; no text was extracted. */
export class TooManyPagesError extends Error {
  constructor(readonly pageCount: number) {
    super(`the PDF has ${pageCount} pages`);
  }
}

/**
 * The text of every page, without its running headers and footers. Throws UnreadablePdfError when
 * the file does not parse as a PDF, and TooManyPagesError when it has more than `maxPages` pages.
 */
export async function extractPdfPages(data: Buffer, options: { maxPages?: number } = {}): Promise<ExtractedPdf> {
  let document;
  try {
    // A copy: PDF.js takes ownership of the buffer it is given.
    document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  } catch (error) {
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unreadable PDF');
  }
  try {
    // The page count is known once the document is open; the text is what costs (more than linearly).
    if (options.maxPages !== undefined && document.numPages > options.maxPages) throw new TooManyPagesError(document.numPages);
    const { totalPages, text } = await extractText(document, { mergePages: false });
    return { pageCount: totalPages, pages: stripRunningLines(text) };
  } catch (error) {
    if (error instanceof TooManyPagesError) throw error;
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unreadable PDF');
  } finally {
    await document.destroy();
  }
}

/** True when no page holds a word: a scan without a text layer. */
export const hasNoText = (pdf: ExtractedPdf) => pdf.pages.every((page) => !/[\p{L}\p{N}]/u.test(page));
