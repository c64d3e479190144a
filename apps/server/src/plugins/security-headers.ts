import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

// Google Identity Services is the only outside origin the app talks to.
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The origin of an absolute media URL, which the page must be allowed to play; none for a local path. */
export function mediaOrigins(urls: readonly string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

function helmetOptions(mediaUrls: readonly string[]): HelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", `${GOOGLE_GSI}client`],
        // react-hot-toast and sweetalert2 inject <style> elements; scripts stay strict.
        styleSrc: ["'self'", "'unsafe-inline'", `${GOOGLE_GSI}style`],
        imgSrc: ["'self'", 'data:', 'blob:', 'https://*.googleusercontent.com'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", GOOGLE_GSI],
        frameSrc: [GOOGLE_GSI],
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins(mediaUrls)],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  };
}

/** The headers helmet sets with these options, recorded from one run of its middleware. */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => void (headers[name.toLowerCase()] = String(value)),
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * helmet's headers on every answer. None of them depends on the request, so they are worked out
 * once: building helmet's middleware for each request (as @fastify/helmet does) was a twentieth of
 * the server's time on a cached read.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: { mediaUrls?: readonly string[] } = {}): void {
  const headers = helmetHeaders(helmetOptions(options.mediaUrls ?? []));
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
