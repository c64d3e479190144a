import { CLAIM_UPLOAD_FILE_FIELD, ClaimUploadMessage, POLICY_FILE_MAX_BYTES } from '@benji/shared';
import { extractPdfPages, hasNoText, UnreadablePdfError } from '../../assistant/retrieval/extract-pdf';
import { pagesToPassages, type Passage } from '../../assistant/retrieval/chunk-pages';
import type { UploadedFile } from '../../lib/multipart';
import { safeFilename } from '../files/file-sniffing';
import { inflatesWithin } from '../files/inflate-budget';
import { looksLikePdf } from '../files/pdf-check';
import { uploadError } from './upload-errors';

export interface PolicyFile {
  filename: string;
  data: Buffer;
  pageCount: number;
  /** Empty for a scan with no text layer. */
  passages: Passage[];
}

/** Far more than the text and fonts of a real 10 MB policy; a deflate bomb is far more still. */
const INFLATED_MAX_BYTES = 128 * 1024 * 1024;

const refuse = (message: string) => uploadError({ [CLAIM_UPLOAD_FILE_FIELD]: [message] });

/** The first file of the form (spec 5: only the first is used); a browser's empty file input counts as none. */
export function firstFile(files: UploadedFile[]): UploadedFile | undefined {
  const sent = files.filter((file) => file.filename !== '' || file.data.length > 0);
  const stray = sent.find((file) => file.field !== CLAIM_UPLOAD_FILE_FIELD);
  if (stray) throw uploadError({ [stray.field]: [ClaimUploadMessage.fileField] });
  return sent[0];
}

function pdfName(filename: string): string {
  const name = safeFilename(filename, 'policy.pdf');
  return name.toLowerCase().endsWith('.pdf') ? name : `${name.slice(0, 195)}.pdf`;
}

/**
 * Checks the policy PDF by its content (header and trailer, then a real parse), at most 10 MB,
 * and extracts its text page by page. A scan with no text layer is accepted with no passages.
 */
export async function readPolicyFile(file: UploadedFile): Promise<PolicyFile> {
  if (file.data.length > POLICY_FILE_MAX_BYTES) throw refuse(ClaimUploadMessage.fileTooLarge);
  if (!looksLikePdf(file.data)) throw refuse(ClaimUploadMessage.onlyPdf);
  if (!inflatesWithin(file.data, INFLATED_MAX_BYTES)) throw refuse(ClaimUploadMessage.unreadablePdf);
  try {
    const pdf = await extractPdfPages(file.data);
    return { filename: pdfName(file.filename), data: file.data, pageCount: pdf.pageCount, passages: hasNoText(pdf) ? [] : pagesToPassages(pdf.pages) };
  } catch (error) {
    if (error instanceof UnreadablePdfError) throw refuse(ClaimUploadMessage.unreadablePdf);
    throw error;
  }
}
