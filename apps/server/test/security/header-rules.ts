import type { LightMyRequestResponse } from 'fastify';

/** Splits a Content-Security-Policy header into its directives. */
export function cspDirectives(header: unknown): Map<string, string[]> {
  const entries = String(header ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .filter(([name]) => name)
    .map(([name, ...values]) => [name!.toLowerCase(), values] as const);
  return new Map(entries);
}

/**
 * What every answer must carry, whatever it is (JSON, a PDF, a photo, the docs page, an error):
 * scripts only from known places, no framing, no sniffing, and never a wildcard origin with credentials.
 * Returns the rules it breaks, empty when none.
 */
export function headerProblems(response: LightMyRequestResponse): string[] {
  const problems: string[] = [];
  const csp = cspDirectives(response.headers['content-security-policy']);
  const scripts = csp.get('script-src') ?? csp.get('default-src');
  if (!scripts) problems.push('no script-src or default-src');
  else if (scripts.includes("'unsafe-inline'") || scripts.includes("'unsafe-eval'") || scripts.includes('*'))
    problems.push(`script-src ${scripts.join(' ')}`);
  if (csp.get('frame-ancestors')?.join(' ') !== "'none'") problems.push(`frame-ancestors ${csp.get('frame-ancestors')?.join(' ')}`);
  if (response.headers['x-content-type-options'] !== 'nosniff') problems.push('no nosniff');
  if (response.headers['access-control-allow-origin'] === '*' && response.headers['access-control-allow-credentials'] === 'true')
    problems.push('wildcard CORS with credentials');
  return problems;
}
