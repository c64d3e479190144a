import { FieldMessage } from '@benji/shared';

/**
 * PostgreSQL text cannot hold U+0000: stored, it fails the whole write with a 500. Refused on arrival
 * instead, in every field (passwords and tokens included); the shared text fields refuse it too.
 */
export const NULL_CHARACTER_MESSAGE = FieldMessage.nullCharacter;

/** The dotted path of the first string holding U+0000 within `value`, or null when there is none. */
export function pathOfNullCharacter(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path || 'non_field_errors' : null;
  if (!value || typeof value !== 'object' || ArrayBuffer.isView(value)) return null;
  for (const [key, inner] of Object.entries(value)) {
    if (key.includes('\u0000')) return path || 'non_field_errors';
    const found = pathOfNullCharacter(inner, path ? `${path}.${key}` : key);
    if (found) return found;
  }
  return null;
}
