import type { z } from 'zod';
import type { FieldErrors } from '@benji/shared';
import { DomainError } from './domain-error';
import { fieldMessageOf } from './field-message';

/** Parses form fields that arrived outside Fastify's body validation (multipart); a failure answers 400 `{ field: [message] }`. */
export function parseFields<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const parsed = schema.safeParse(value);
  if (parsed.success) return parsed.data;
  const fields: FieldErrors = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.') || 'non_field_errors'] ??= []).push(fieldMessageOf({ ...issue }));
  throw new DomainError('invalid', fields);
}
