import { pagesToPassages, type Passage } from '../../assistant/retrieval/chunk-pages';
import { extractPdfPages, hasNoText, TooManyPagesError, UnreadablePdfError } from '../../assistant/retrieval/extract-pdf';
import { inflatesWithin } from './inflate-budget';

export interface PolicyPdfTask {
  data: Uint8Array;
  maxPages: number;
  /** What all the Flate streams together may inflate to. */
  inflatedMaxBytes: number;
}

export type PolicyPdfReading =
  | { status: 'read'; pageCount: number; /** Empty for a scan with no text layer. */ passages: Passage[] }
  | { status: 'unreadable' }
  | { status: 'too-many-pages'; pageCount: number };

/**
 * Runs in a worker thread (PolicyPdfReader): every step here can cost seconds on a hostile file.
 * The deflate-bomb check comes first, then the page count (known once the file is open), and only
 * then the text, which costs more than linearly in the pages.
 */
export async function readPolicyPdf(task: PolicyPdfTask): Promise<PolicyPdfReading> {
  // The bytes arrive as a plain Uint8Array (structured cloning drops Buffer's prototype).
  const data = Buffer.from(task.data.buffer, task.data.byteOffset, task.data.byteLength);
  if (!inflatesWithin(data, task.inflatedMaxBytes)) return { status: 'unreadable' };
  try {
    const pdf = await extractPdfPages(data, { maxPages: task.maxPages });
    return { status: 'read', pageCount: pdf.pageCount, passages: hasNoText(pdf) ? [] : pagesToPassages(pdf.pages) };
  } catch (error) {
    if (error instanceof TooManyPagesError) return { status: 'too-many-pages', pageCount: error.pageCount };
    if (error instanceof UnreadablePdfError) return { status: 'unreadable' };
    throw error;
  }
}

/** A blank one-page PDF, xref offsets and all. */
function blankPdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return `${String(at).padStart(10, '0')} 00000 n \n`;
  });
  const xrefAt = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xrefAt}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Reads a blank page, so that loading PDF.js is done before the first real file comes. */
export async function warmUp(): Promise<void> {
  await extractPdfPages(blankPdf());
}
