import type { FastifyRequest } from 'fastify';
import { ServiceMessage } from '@benji/shared';
import { DomainError, fieldError } from './domain-error';
import { NULL_CHARACTER_MESSAGE } from './null-characters';

const MALFORMED = ServiceMessage.formMalformed;

interface FormOptions {
  maxFileBytes: number;
  tooLargeMessage: string;
  maxFiles?: number;
}

export interface UploadedFile {
  field: string;
  filename: string;
  mimetype: string;
  data: Buffer;
}

export interface MultipartForm {
  /** The text parts of a multipart form, or a JSON body's values as sent; the route's schema checks them. */
  fields: Record<string, unknown>;
  files: UploadedFile[];
}

/**
 * Reads a whole multipart form into memory. A file over `maxFileBytes` is answered with
 * `tooLargeMessage` on its own field; a JSON body is accepted as fields with no files.
 */
export async function readForm(request: FastifyRequest, options: FormOptions): Promise<MultipartForm> {
  if (!request.isMultipart()) {
    // Passed on whole: a number where text belongs must be refused, not dropped while the answer says 'updated'.
    const body = request.body;
    return { fields: body && typeof body === 'object' ? { ...body } : {}, files: [] };
  }
  try {
    return await readParts(request, options);
  } catch (error) {
    // The parser's own complaints (a cut-off body, a bad boundary) carry no status: the caller's mistake, not ours.
    if (error instanceof DomainError || typeof (error as { statusCode?: unknown }).statusCode === 'number') throw error;
    throw new DomainError('invalid', { detail: MALFORMED, message: MALFORMED });
  }
}

async function readParts(request: FastifyRequest, options: FormOptions): Promise<MultipartForm> {
  const form: MultipartForm = { fields: {}, files: [] };
  const parts = request.parts({ limits: { fileSize: options.maxFileBytes, files: options.maxFiles ?? 5, fields: 50, fieldSize: 100_000 } });
  for await (const part of parts) {
    if (part.type === 'field') {
      if (typeof part.value !== 'string') continue;
      if (part.value.includes('\u0000') || part.fieldname.includes('\u0000')) throw fieldError(part.fieldname, NULL_CHARACTER_MESSAGE);
      form.fields[part.fieldname] = part.value;
      continue;
    }
    try {
      const data = await part.toBuffer();
      form.files.push({ field: part.fieldname, filename: part.filename, mimetype: part.mimetype, data });
    } catch (error) {
      if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw fieldError(part.fieldname, options.tooLargeMessage);
      throw error;
    }
  }
  return form;
}
