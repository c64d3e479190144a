import { describe, expect, it } from 'vitest';
import { readCookie, serializeCookie } from './cookies';

describe('readCookie', () => {
  it('finds one cookie among several, spaces and quotes aside', () => {
    expect(readCookie('a=1; benji_refresh=tok-en_1; b=2', 'benji_refresh')).toBe('tok-en_1');
    expect(readCookie('benji_refresh="quoted"', 'benji_refresh')).toBe('quoted');
    expect(readCookie('xbenji_refresh=no; benji_refresh_x=no', 'benji_refresh')).toBeUndefined();
    expect(readCookie(undefined, 'benji_refresh')).toBeUndefined();
    expect(readCookie('garbage;;=;', 'benji_refresh')).toBeUndefined();
  });

  it('takes the first of two same-named cookies: the browser lists the most specific path first', () => {
    expect(readCookie('benji_refresh=narrow; benji_refresh=wide', 'benji_refresh')).toBe('narrow');
  });
});

describe('serializeCookie', () => {
  const options = { path: '/api/', maxAgeSeconds: 60.7, httpOnly: true, secure: true, sameSite: 'Strict' as const };

  it('writes the attributes, Max-Age in whole seconds', () => {
    const header = serializeCookie('benji_refresh', 'abc', options);
    expect(header).toMatch(/^benji_refresh=abc; Path=\/api\/; Max-Age=60; Expires=[^;]+ GMT; HttpOnly; Secure; SameSite=Strict$/);
  });

  it('clears with Max-Age=0 and a date in the past, never a negative age', () => {
    expect(serializeCookie('benji_refresh', '', { ...options, maxAgeSeconds: -5 })).toContain(
      'Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT',
    );
  });

  it('leaves out what is off', () => {
    expect(serializeCookie('n', 'v', { ...options, httpOnly: false, secure: false, sameSite: 'Lax' })).not.toMatch(/HttpOnly|Secure/);
  });

  it('refuses a value or path that could smuggle attributes or headers', () => {
    expect(() => serializeCookie('n', 'a; Domain=evil', options)).toThrow();
    expect(() => serializeCookie('n', 'a\r\nX: 1', options)).toThrow();
    expect(() => serializeCookie('n v', 'a', options)).toThrow();
    expect(() => serializeCookie('n', 'a', { ...options, path: '/api/; Domain=evil' })).toThrow();
  });
});
