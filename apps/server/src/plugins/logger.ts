import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config';
import { loggableError } from './errors';

/** Request fields that carry a secret, wherever a log call puts a body or a payload. */
const SECRET_FIELDS = [
  'password',
  'old_password',
  'new_password',
  'confirm_password',
  'otp',
  'token',
  'access',
  'refresh',
  'credential',
  'id_token',
  'secret',
];

/** pino redaction paths: credentials in headers, and secret fields at the top or up to two levels down. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  '*.headers.authorization',
  '*.headers.cookie',
  ...SECRET_FIELDS.flatMap((field) => [field, `*.${field}`, `*.*.${field}`]),
  // `code` also names error codes (err.code, a SQLSTATE), which must stay readable: only in bodies.
  'code',
  'body.code',
  '*.body.code',
];

/** The calendar routes under /api/calendar/ whose paths carry no key. */
const CALENDAR_KEYLESS = new Set(['/api/calendar/feed/', '/api/calendar/feed/reset/']);

/** A path as the router could read it, for matching only: decoded, repeated slashes as one, lower case. */
function normalisedPath(path: string): string {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape: matched as written (the router refuses it anyway).
  }
  return decoded.replace(/\/{2,}/g, '/').toLowerCase();
}

function decodedName(name: string): string {
  try {
    return decodeURIComponent(name.replace(/\+/g, ' ')).toLowerCase();
  } catch {
    return name.toLowerCase();
  }
}

/**
 * Addresses that are themselves a key: a calendar feed (/api/calendar/<token>.ics) and an
 * unsubscribe link (?token=…). Logs are shipped and kept, so the key never reaches them. The router
 * decodes escapes and repeated slashes, so the match is made on the path as the router reads it,
 * not as the client spelled it (security probe 3, #6): /api/%63alendar/… and ?%74oken=… are keys
 * too. Anything under /api/calendar/ but the keyless routes is logged without its last part.
 */
export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const normalised = normalisedPath(path);
  const loggedPath =
    normalised.startsWith('/api/calendar/') && !CALENDAR_KEYLESS.has(normalised)
      ? `/api/calendar/[redacted]${normalised.endsWith('.ics') ? '.ics' : ''}`
      : path;
  if (queryAt < 0) return loggedPath;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      const name = equals < 0 ? pair : pair.slice(0, equals);
      return decodedName(name).trim() === 'token' ? `${name}=[redacted]` : pair;
    })
    .join('&');
  return `${loggedPath}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Fastify's own request fields, with the address's key redacted. */
const requestSerializer = (request: LoggedRequest) => ({
  method: request.method,
  url: redactUrl(request.url),
  host: request.host,
  remoteAddress: request.ip,
  remotePort: request.socket?.remotePort,
});

/** Where log lines go instead of stdout; the tests read them back. */
export interface LogDestination {
  write(line: string): void;
}

/**
 * The server's logger. Redaction covers what a log call names; the error serializer covers what an
 * error carries (a failed query's parameters, the row values a database error quotes).
 */
export function loggerOptions(
  level: Config['LOG_LEVEL'],
  stream?: LogDestination,
  options: { readable?: boolean } = {},
): FastifyServerOptions['logger'] {
  if (level === 'silent') return false;
  return {
    level,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: { err: (error: Error) => loggableError(error), req: requestSerializer },
    ...(stream ? { stream } : options.readable ? { transport: READABLE } : {}),
  };
}

/** A person reading a terminal gets lines, not JSON; a log collector (not a TTY) and production keep JSON. */
const READABLE = { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname,reqId', singleLine: true } };

/** Whether the log goes to a person at a terminal in development. */
export const wantsReadableLog = (production: boolean) => !production && process.stdout.isTTY === true;
