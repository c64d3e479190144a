import type { FastifyReply, FastifyRequest } from 'fastify';
import { AuthMessage, authPaths, refreshCookie } from '@benji/shared';
import { readCookie, serializeCookie } from '../../lib/cookies';
import { DomainError } from '../../lib/domain-error';

export interface RefreshCookieSettings {
  production: boolean;
  /** The address users reach the app at (PUBLIC_URL): its host is a same-site Origin too. */
  appUrl: string;
}

/** The longest path prefix, ending in '/', that every one of the paths starts with. */
export function commonPath(paths: readonly string[]): string {
  const [first = '/', ...rest] = paths;
  let prefix = first.slice(0, first.lastIndexOf('/') + 1);
  while (!rest.every((path) => path.startsWith(prefix))) prefix = prefix.slice(0, prefix.lastIndexOf('/', prefix.length - 2) + 1);
  return prefix || '/';
}

// Only refresh and logout read the cookie. A cookie has one path, and theirs
// (/api/token/refresh/, /api/logout/) share only /api/, so the browser sends it to /api/ and below;
// every other route ignores it, and SameSite=Strict keeps it off every cross-site request.
export const REFRESH_COOKIE_PATH = commonPath([authPaths.refresh, authPaths.logout]);

const LOOPBACK_HOST = /^(localhost|[^.]+\.localhost|127(\.\d{1,3}){3}|\[::1\])$/i;

/**
 * Secure always in production. Outside it, plain http to a loopback host (the dev server, the browser
 * tests on 127.0.0.1) gets the cookie without Secure: Chromium would keep a Secure cookie from
 * http://localhost, but not every browser does, and development must not depend on which one is used.
 */
export function secureCookie(settings: RefreshCookieSettings, request: FastifyRequest): boolean {
  if (settings.production) return true;
  return !(request.protocol === 'http' && LOOPBACK_HOST.test(request.hostname));
}

export function setRefreshCookie(
  reply: FastifyReply,
  request: FastifyRequest,
  settings: RefreshCookieSettings,
  token: string,
  expiresAt: Date,
): void {
  reply.header(
    'set-cookie',
    serializeCookie(refreshCookie.name, token, {
      path: REFRESH_COOKIE_PATH,
      // The cookie dies with its token (the idle limit or the end of the sign-in, whichever is first).
      maxAgeSeconds: (expiresAt.getTime() - Date.now()) / 1000,
      httpOnly: true,
      secure: secureCookie(settings, request),
      sameSite: 'Strict',
    }),
  );
}

export function clearRefreshCookie(reply: FastifyReply, request: FastifyRequest, settings: RefreshCookieSettings): void {
  reply.header(
    'set-cookie',
    serializeCookie(refreshCookie.name, '', {
      path: REFRESH_COOKIE_PATH,
      maxAgeSeconds: 0,
      httpOnly: true,
      secure: secureCookie(settings, request),
      sameSite: 'Strict',
    }),
  );
}

/** The refresh token from the cookie, or undefined when there is none worth looking up. */
export function refreshTokenFromCookie(request: FastifyRequest): string | undefined {
  const value = readCookie(request.headers.cookie, refreshCookie.name);
  return value && value.length <= 512 ? value : undefined;
}

/**
 * Whether a sign-in came from a browser, which keeps its refresh token in the cookie only. Browsers
 * add Origin to every POST and Sec-Fetch-Site to every fetch, and a page's script can remove
 * neither; the app also sends its X-Requested-With. An API client (curl, a server, a phone app)
 * sends none of them and gets the token in the body, as the spec's credentials payload has it.
 */
export function isBrowserCall(request: FastifyRequest): boolean {
  const headers = request.headers;
  return (
    headers.origin !== undefined ||
    headers['sec-fetch-site'] !== undefined ||
    headers[refreshCookie.csrfHeader.toLowerCase()] === refreshCookie.csrfValue
  );
}

const crossSite = () => new DomainError('forbidden', { detail: AuthMessage.crossSiteRefused, message: AuthMessage.crossSiteRefused });

/**
 * CSRF defence for a call the cookie signs in. The custom header is always required: a cross-site
 * form cannot send it and a cross-site fetch with it needs a preflight we never grant. Then, as in
 * Go's CrossOriginProtection: Sec-Fetch-Site, when the browser sends it, must say same-origin (it is
 * set by the browser and survives a proxy that rewrites Host, like the Vite dev server's); without
 * it, an Origin header must name this host or the configured app address.
 */
export function refuseCrossSite(request: FastifyRequest, settings: RefreshCookieSettings): void {
  if (request.headers[refreshCookie.csrfHeader.toLowerCase()] !== refreshCookie.csrfValue) throw crossSite();
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined) {
    if (site !== 'same-origin') throw crossSite();
    return;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !sameHost(origin, request.host, settings.appUrl)) throw crossSite();
}

function sameHost(origin: string, requestHost: string, appUrl: string): boolean {
  try {
    const { host } = new URL(origin);
    return host.toLowerCase() === requestHost.toLowerCase() || host === new URL(appUrl).host;
  } catch {
    // 'null' (a sandboxed frame, a privacy-stripped redirect) or garbage: not this site.
    return false;
  }
}
