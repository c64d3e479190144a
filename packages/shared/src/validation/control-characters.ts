import { FieldMessage } from '../field-messages';

// PostgreSQL text cannot hold U+0000 (stored, it fails the whole write), and the other C0 controls
// and DEL are invisible on screen yet reach e-mails, PDFs and logs: none belongs in typed text.
// Tab, line feed and carriage return are how people write, so they stay.
// eslint-disable-next-line no-control-regex -- control characters are exactly what this finds
const CONTROL_CHARACTER = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/** The field message for text holding U+0000 or another C0 control character (tab, LF, CR aside), or null. */
export function controlCharacterProblem(value: string): string | null {
  if (value.includes('\u0000')) return FieldMessage.nullCharacter;
  if (CONTROL_CHARACTER.test(value)) return FieldMessage.controlCharacters;
  return null;
}
