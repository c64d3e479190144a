import { CLAIM_UPLOAD_FILE_FIELD, ClaimUploadMessage, POLICY_FILE_MAX_BYTES, PolicyFileMessage } from '@benji/shared';
import type { Passage } from '../../assistant/retrieval/chunk-pages';
import { DomainError } from '../../lib/domain-error';
import type { UploadedFile } from '../../lib/multipart';
import { safeFilename } from '../files/file-sniffing';
import { looksLikePdf } from '../files/pdf-check';
import type { PolicyPdfReader } from '../files/policy-pdf-reader';
import { uploadError } from './upload-errors';

export interface PolicyFile {
  filename: string;
  data: Buffer;
  pageCount: number;
  /** Empty for a scan with no text layer. */
  passages: Passage[];
}

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
 * Checks the policy PDF by its content (header and trailer here, then in a worker thread the
 * inflated size, the page count and a real parse), at most 10 MB and 400 pages, and extracts its
 * text page by page. A scan with no text layer is accepted with no passages.
 */
export async function readPolicyFile(file: UploadedFile, reader: PolicyPdfReader): Promise<PolicyFile> {
  if (file.data.length > POLICY_FILE_MAX_BYTES) throw refuse(ClaimUploadMessage.fileTooLarge);
  if (!looksLikePdf(file.data)) throw refuse(ClaimUploadMessage.onlyPdf);
  const pdf = await reader.read(file.data);
  switch (pdf.status) {
    case 'read':
      return { filename: pdfName(file.filename), data: file.data, pageCount: pdf.pageCount, passages: pdf.passages };
    case 'unreadable':
      throw refuse(ClaimUploadMessage.unreadablePdf);
    case 'too-many-pages':
      throw refuse(PolicyFileMessage.tooManyPages(pdf.pageCount));
    case 'too-complex':
      throw refuse(PolicyFileMessage.tooComplex);
    case 'busy':
      // Not the file's fault: nothing was read, and the same file may be sent again.
      throw new DomainError('unavailable', {
        detail: PolicyFileMessage.busy,
        message: PolicyFileMessage.busy,
        error: PolicyFileMessage.busy,
      });
  }
}
