/**
 * `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266): a stored name may
 * hold any character, and a header may not. Never `inline`: the browser saves, it does not render.
 */
export function attachmentDisposition(filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(filename).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
