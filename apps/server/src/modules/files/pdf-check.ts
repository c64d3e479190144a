// A PDF is recognised by its content, never by its name or the browser's content type.

const HEADER = Buffer.from('%PDF-');
const TRAILER = Buffer.from('%%EOF');
/** Readers look for the header in the first 1024 bytes and for %%EOF in the last 1024. */
const WINDOW = 1024;
/** PDF whitespace (ISO 32000-1, 7.2.2): NUL, tab, line feed, form feed, carriage return, space. */
const WHITESPACE = new Set([0x00, 0x09, 0x0a, 0x0c, 0x0d, 0x20]);

/**
 * True when the data opens with `%PDF-1.x`/`%PDF-2.x` (only whitespace may come before it, and
 * within the first 1024 bytes) and carries `%%EOF` in its last 1024 bytes. Requiring nothing
 * but whitespace before the header turns away HTML or scripts that merely mention it.
 */
export function looksLikePdf(data: Buffer): boolean {
  let start = 0;
  while (start < data.length && start < WINDOW && WHITESPACE.has(data[start] ?? -1)) start += 1;
  if (start + HEADER.length + 3 > WINDOW) return false;
  if (!data.subarray(start, start + HEADER.length).equals(HEADER)) return false;
  const version = data.subarray(start + HEADER.length, start + HEADER.length + 3).toString('latin1');
  if (!/^[12]\.\d$/.test(version)) return false;
  return data.subarray(Math.max(data.length - WINDOW, start + HEADER.length)).includes(TRAILER);
}
