import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

// Google Identity Services is the only outside origin the app talks to.
const GOOGLE_GSI = 'https://accounts.google.com/gsi/';

/** The origin of an absolute media URL, which the page must be allowed to play; none for a local path. */
export function mediaOrigins(urls: readonly string[]): string[] {
  return urls.filter((url) => /^https?:\/\//.test(url)).map((url) => new URL(url).origin);
}

export async function registerSecurityHeaders(app: FastifyInstance, options: { mediaUrls?: readonly string[] } = {}) {
  await app.register(helmet, {
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
        mediaSrc: ["'self'", 'blob:', ...mediaOrigins(options.mediaUrls ?? [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    // The Google popup talks back to the opener.
    crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
  });
}
