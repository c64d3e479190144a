interface FromState {
  from?: { pathname?: unknown; search?: unknown; hash?: unknown } | string;
}

/** Where the guard stopped the visitor (location.state.from), or / when nothing usable is there. */
export function redirectTarget(state: unknown): string {
  const from = (state as FromState | null)?.from;
  if (typeof from === 'string') return from.startsWith('/') && !from.startsWith('//') ? from : '/';
  if (!from || typeof from.pathname !== 'string' || !from.pathname.startsWith('/')) return '/';
  const search = typeof from.search === 'string' ? from.search : '';
  const hash = typeof from.hash === 'string' ? from.hash : '';
  return `${from.pathname}${search}${hash}`;
}
