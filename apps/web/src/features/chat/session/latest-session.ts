import type { TChatSessionSummary } from '@benji/shared';

/** The most recently updated session's id (spec 4: opening chat makes it current), or null. */
export function latestSessionId(sessions: readonly TChatSessionSummary[] | Record<string, TChatSessionSummary>): string | null {
  const list = Array.isArray(sessions) ? sessions : Object.values(sessions);
  let latest: TChatSessionSummary | null = null;
  for (const session of list) {
    if (!latest || Date.parse(session.updated_at) > Date.parse(latest.updated_at)) latest = session;
  }
  return latest?.session_id ?? null;
}
