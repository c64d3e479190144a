import { extractText, getDocumentProxy } from 'unpdf';
import { stripRunningLines } from './running-lines';

export interface ExtractedPdf {
  pageCount: number;
  /** The text of each page, page 1 first, running headers and footers removed; '' for a page with no text layer. */
  pages: string[];
}

/** The file is not a PDF that can be opened (damaged, encrypted with a password, or not a PDF). */
export class UnreadablePdfError extends Error {}

/** The text of every page, without its running headers and footers. Throws UnreadablePdfError when the file does not parse as a PDF. */
export async function extractPdfPages(data: Buffer): Promise<ExtractedPdf> {
  let document;
  try {
    // A copy: PDF.js takes ownership of the buffer it is given.
    document = await getDocumentProxy(new Uint8Array(data), { verbosity: 0 });
  } catch (error) {
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unreadable PDF');
  }
  try {
    const { totalPages, text } = await extractText(document, { mergePages: false });
    return { pageCount: totalPages, pages: stripRunningLines(text) };
  } catch (error) {
    throw new UnreadablePdfError(error instanceof Error ? error.message : 'unreadable PDF');
  } finally {
    await document.destroy();
  }
}

/** True when no page holds a word: a scan without a text layer. */
export const hasNoText = (pdf: ExtractedPdf) => pdf.pages.every((page) => !/[\p{L}\p{N}]/u.test(page));
