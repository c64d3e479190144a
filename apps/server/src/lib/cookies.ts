// Just enough of RFC 6265 for the one cookie the server sets; no dependency for a few lines.

/** The value of one cookie in a Cookie header, or undefined. The first of several same-named wins (the most specific path). */
export function readCookie(header: string | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const pair of header.split(';')) {
    const eq = pair.indexOf('=');
    if (eq < 0 || pair.slice(0, eq).trim() !== name) continue;
    let value = pair.slice(eq + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    return value;
  }
  return undefined;
}

export interface CookieOptions {
  path: string;
  maxAgeSeconds: number;
  httpOnly: boolean;
  secure: boolean;
  sameSite: 'Strict' | 'Lax';
}

// cookie-octet and token from RFC 6265 section 4.1.1: nothing that could end the header early.
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
const COOKIE_VALUE = /^[\x21\x23-\x2B\x2D-\x3A\x3C-\x5B\x5D-\x7E]*$/;
const COOKIE_PATH = /^\/[\x20-\x3A\x3C-\x7E]*$/;

/** A Set-Cookie header value; throws on a name, value or path that would need escaping. */
export function serializeCookie(name: string, value: string, options: CookieOptions): string {
  if (!COOKIE_NAME.test(name)) throw new Error(`invalid cookie name: ${name}`);
  if (!COOKIE_VALUE.test(value)) throw new Error('invalid cookie value');
  if (!COOKIE_PATH.test(options.path)) throw new Error(`invalid cookie path: ${options.path}`);
  const maxAge = Math.max(0, Math.floor(options.maxAgeSeconds));
  const parts = [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${maxAge}`];
  // Expires for clients that ignore Max-Age; a cleared cookie gets a date in the past.
  parts.push(`Expires=${new Date(maxAge === 0 ? 0 : Date.now() + maxAge * 1000).toUTCString()}`);
  if (options.httpOnly) parts.push('HttpOnly');
  if (options.secure) parts.push('Secure');
  parts.push(`SameSite=${options.sameSite}`);
  return parts.join('; ');
}
