import type { TFlaggedMessage } from '@benji/shared';

/** One chat session's saved messages, as the page shows them. */
export interface SavedSession {
  sessionId: string;
  /** The session's first question, as the server names it; null when it has none. */
  title: string | null;
  /** The newest flagged_at among its messages: what orders the sessions. */
  latestFlaggedAt: string;
  messages: TFlaggedMessage[];
}

const time = (iso: string) => Date.parse(iso) || 0;

/**
 * Spec 2.11: grouped by session; sessions by latest flagged time, newest first; messages within a
 * session by message time, oldest first. Ties fall back to ids, so the order never wobbles.
 */
export function groupSavedBySession(saved: readonly TFlaggedMessage[]): SavedSession[] {
  const bySession = new Map<string, TFlaggedMessage[]>();
  for (const item of saved) {
    const list = bySession.get(item.message.session);
    if (list) list.push(item);
    else bySession.set(item.message.session, [item]);
  }
  const sessions = [...bySession].map(([sessionId, messages]): SavedSession => {
    const sorted = [...messages].sort((a, b) => time(a.message.timestamp) - time(b.message.timestamp) || a.message.id - b.message.id);
    const latest = messages.reduce((best, item) => (time(item.flagged_at) > time(best.flagged_at) ? item : best));
    const title = messages.find((item) => item.session_title)?.session_title ?? null;
    return { sessionId, title, latestFlaggedAt: latest.flagged_at, messages: sorted };
  });
  return sessions.sort((a, b) => time(b.latestFlaggedAt) - time(a.latestFlaggedAt) || maxFlagId(b) - maxFlagId(a));
}

const maxFlagId = (session: SavedSession) => Math.max(...session.messages.map((item) => item.id));
