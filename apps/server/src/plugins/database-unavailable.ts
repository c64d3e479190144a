// Connection-level failures: the database is down, restarting or refusing connections.
// Query errors (a constraint, a syntax error) are bugs or bad input and stay 500s or 4xxs.
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH']);
// SQLSTATE class 08 (connection exception), 57P01–57P03 (shutdown, crash, cannot connect now), 53300 (too many connections).
const SQLSTATES = /^(08...|57P0[123]|53300)$/;
const MESSAGES =
  /Connection terminated|Client was closed and is not queryable|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down)/i;

/** True when the error, or any error it wraps (Drizzle wraps the driver's), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 5; current = current.cause, depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (NETWORK_CODES.has(code) || SQLSTATES.test(code))) return true;
    if (MESSAGES.test(current.message)) return true;
  }
  return false;
}
